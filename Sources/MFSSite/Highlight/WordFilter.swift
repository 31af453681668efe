/// A quick "certainly not in the list" test for words: a bit per (first two
/// bytes, length up to 31) of every word of a list. Most names of real code
/// fail it, and skip building a `String` and hashing it for a look-up.
struct WordFilter: Sendable {
    private let lengths: [UInt32]

    init(_ words: some Sequence<String>) {
        var lengths = [UInt32](repeating: 0, count: 1 << 16)
        for word in words {
            let bytes = Array(word.utf8)
            lengths[Self.key(bytes[0], bytes.count > 1 ? bytes[1] : 0)] |= Self.bit(bytes.count)
        }
        self.lengths = lengths
    }

    /// Whether the word `start..<end` of `text` may be in the list.
    func mayContain(_ text: SourceText, _ start: Int, _ end: Int) -> Bool {
        guard end > start else { return false }
        return lengths[Self.key(text[start], end - start > 1 ? text[start + 1] : 0)] & Self.bit(end - start) != 0
    }

    private static func key(_ first: UInt8, _ second: UInt8) -> Int { Int(first) << 8 | Int(second) }

    private static func bit(_ length: Int) -> UInt32 { 1 << UInt32(min(length, 31)) }
}
