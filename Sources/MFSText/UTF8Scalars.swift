/// The scalars of valid UTF-8 bytes (as every `String`'s are), each with
/// its byte offset, decoded without the standard library's validating
/// decoder: words are decoded several times each (scripts, breaks, UTF-16).
/// A sequence cut short at the end ends the iteration.
struct UTF8Scalars: Sequence, IteratorProtocol {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var offset = 0

    /// The scalars of `bytes` from `offset` (where one starts) on.
    init(_ bytes: UnsafeBufferPointer<UInt8>, from offset: Int = 0) {
        self.bytes = bytes
        self.offset = offset
    }

    @inline(__always)
    mutating func next() -> (scalar: UInt32, offset: Int)? {
        let start = offset
        guard start < bytes.count else { return nil }
        let lead = UInt32(bytes[start])
        guard lead >= 0x80 else {
            offset = start &+ 1
            return (lead, start)
        }
        // Two bytes (Latin-1, Cyrillic...) decoded apart, without a loop.
        guard lead >= 0xE0 else {
            guard start &+ 2 <= bytes.count else { return nil }
            offset = start &+ 2
            return ((lead & 0x1F) << 6 | UInt32(bytes[start &+ 1] & 0x3F), start)
        }
        let length = lead < 0xF0 ? 3 : 4
        guard start &+ length <= bytes.count else { return nil }
        // The lead byte's payload: 7 - length bits.
        var scalar = lead & (0x7F >> UInt32(length))
        for index in start &+ 1..<start &+ length { scalar = scalar << 6 | UInt32(bytes[index] & 0x3F) }
        offset = start &+ length
        return (scalar, start)
    }
}
