/// `NSStringDrawingOptions`: how `boundingRect(with:options:attributes:context:)` lays text out.
public struct NSStringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Lines wrap at the width given; without it the text is one line, as wide as it is.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Accepted; the line height is the font's or the paragraph style's either way.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Accepted; the bounds are the layout's, not the glyphs' ink.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Accepted; the last line that fits is measured whole.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}
