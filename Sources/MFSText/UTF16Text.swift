/// A UTF-8 text in UTF-16 code units, as ICU takes it, with the way back from
/// UTF-16 offsets to UTF-8 byte offsets. Refilled for each text, so that
/// its arrays' storage serves every text of a thread.
struct UTF16Text {
    private(set) var units: [UInt16] = []
    /// `byteOffsets[k]`: the byte offset of UTF-16 offset `k`, for `k` in `0...units.count`.
    private(set) var byteOffsets: [Int] = []

    /// Makes this the text of `bytes` (valid UTF-8), keeping the storage.
    mutating func fill(_ bytes: UnsafeBufferPointer<UInt8>) {
        units.removeAll(keepingCapacity: true)
        byteOffsets.removeAll(keepingCapacity: true)
        // At most one unit per byte (a surrogate pair takes four bytes).
        units.reserveCapacity(bytes.count)
        byteOffsets.reserveCapacity(bytes.count + 1)
        for (scalar, offset) in UTF8Scalars(bytes) {
            byteOffsets.append(offset)
            if scalar < 0x10000 {
                units.append(UInt16(scalar))
            } else {
                byteOffsets.append(offset)
                units.append(UInt16(0xD800 + (scalar - 0x10000) >> 10))
                units.append(UInt16(0xDC00 + (scalar & 0x3FF)))
            }
        }
        byteOffsets.append(bytes.count)
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
