/// `NSParagraphStyle`: the line height limits of a paragraph (0: no limit).
/// A line is the font's `lineHeight` tall, raised to `minimumLineHeight` and
/// capped at `maximumLineHeight`, as TextKit does.
open class NSParagraphStyle {
    /// The style with no limits.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// Storage the mutable subclass writes.
    var minimum: CGFloat = 0
    var maximum: CGFloat = 0

    public init() {}

    open var minimumLineHeight: CGFloat { minimum }
    open var maximumLineHeight: CGFloat { maximum }

    /// The height of a line of `font` in this paragraph.
    func lineHeight(for font: UIFont) -> CGFloat {
        let raised = max(font.lineHeight, minimum)
        return maximum > 0 ? min(raised, maximum) : raised
    }
}
