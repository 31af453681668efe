/// Lines of a text as `GreedyLines` breaks them.
struct BrokenLines {
    /// UTF-8 byte offset of each line's first character.
    var starts: [Int]
    /// The widest line, 16.16 px, trailing spaces excluded.
    var width: Int
    /// True when a line limit left text out.
    var isTruncated: Bool
}
