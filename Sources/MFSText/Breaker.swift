import CLineBreak

/// An ICU break iterator (line-break opportunities or grapheme clusters).
/// Not thread-safe: its owner is used by one thread at a time.
final class Breaker {
    private let breaker: OpaquePointer
    /// Storage for ICU's answers, kept from text to text; only
    /// `boundaries(in:)` touches it, so accesses go unchecked.
    @exclusivity(unchecked) private var boundaries: [Int32] = []

    /// - Precondition: ICU can open the iterator (it always can with the root
    ///   locale unless ICU's data is missing, which the Debian package rules out).
    init(_ kind: MFSBreakKind) {
        guard let breaker = mfs_breaker_create(kind) else {
            fatalError("ICU cannot open a break iterator; reinstall the Debian package libicu72")
        }
        self.breaker = breaker
    }

    deinit { mfs_breaker_destroy(breaker) }

    /// The boundaries strictly inside `text` (UTF-16 offsets), ascending: a
    /// slice of this breaker's own storage, to let go before the next call
    /// (which would otherwise copy it).
    func boundaries(in text: [UInt16]) -> ArraySlice<Int32> {
        if boundaries.count < text.count { boundaries = [Int32](repeating: 0, count: text.count) }
        let count = text.withUnsafeBufferPointer { units in
            boundaries.withUnsafeMutableBufferPointer {
                mfs_breaker_boundaries(breaker, units.baseAddress, Int32(units.count), $0.baseAddress, Int32($0.count))
            }
        }
        return boundaries.prefix(max(0, Int(count)))
    }
}
