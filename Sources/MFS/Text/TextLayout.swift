/// The result of laying out a text in a width: what the frame functions size
/// labels with and what the browser must reproduce.
public struct TextLayout: Hashable, Sendable {
    /// Width of the widest line (exact, not rounded; trailing spaces excluded)
    /// and height `lineCount * lineHeight` (line height floored to 1/64 px).
    public var size: Size
    public var lineCount: Int
    /// Where each line starts, in UTF-16 code units from the start of the text
    /// (what a DOM `Range` offset counts); the first is always 0.
    public var lineStarts: [Int]
    /// True when `maxLines` cut the text short.
    public var isTruncated: Bool

    public static let empty = TextLayout(size: .zero, lineCount: 0, lineStarts: [], isTruncated: false)

    public init(size: Size, lineCount: Int, lineStarts: [Int], isTruncated: Bool) {
        self.size = size
        self.lineCount = lineCount
        self.lineStarts = lineStarts
        self.isTruncated = isTruncated
    }
}
