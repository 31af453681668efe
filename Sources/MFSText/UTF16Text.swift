/// A UTF-8 text in UTF-16 code units, as ICU takes it, with the way back from
/// UTF-16 offsets to UTF-8 byte offsets.
struct UTF16Text {
    private(set) var units: [UInt16] = []
    /// `byteOffsets[k]`: the byte offset of UTF-16 offset `k`, for `k` in `0...units.count`.
    private(set) var byteOffsets: [Int] = []

    /// - Parameter bytes: valid UTF-8.
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        var byteOffset = 0
        var iterator = bytes.makeIterator(), decoder = UTF8()
        while case .scalarValue(let scalar) = decoder.decode(&iterator) {
            for unit in scalar.utf16 {
                byteOffsets.append(byteOffset)
                units.append(unit)
            }
            byteOffset += UTF8.width(scalar)
        }
        byteOffsets.append(byteOffset)
    }

    /// The number of UTF-16 code units in the UTF-8 bytes `bytes[..<offset]`:
    /// one per byte that starts a character, plus one more for each
    /// four-byte character (a surrogate pair).
    static func utf16Offset(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>, from known: (bytes: Int, units: Int) = (0, 0)) -> Int {
        var units = known.units
        for byte in bytes[known.bytes..<offset] where byte & 0xC0 != 0x80 {
            units += byte >= 0xF0 ? 2 : 1
        }
        return units
    }
}
