/// A set of ASCII characters (U+0000...U+007F) as two 64-bit masks: a
/// membership test is a shift, where a `Set` would hash.
struct ASCIISet {
    private var low: UInt64 = 0
    private var high: UInt64 = 0

    /// The set of `characters`' UTF-16 units.
    /// - Precondition: every unit is ASCII.
    init(_ characters: some Sequence<UInt16>) {
        for unit in characters {
            precondition(unit < 0x80, "not ASCII: \(unit)")
            if unit < 64 { low |= 1 << unit } else { high |= 1 << (unit - 64) }
        }
    }

    @inline(__always)
    func contains(_ unit: UInt16) -> Bool {
        unit < 64 ? low >> unit & 1 == 1 : unit < 128 && high >> (unit - 64) & 1 == 1
    }
}
