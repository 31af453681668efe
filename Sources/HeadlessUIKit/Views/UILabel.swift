/// `UILabel`: text in a font and colour, in at most `numberOfLines` lines (0: no limit).
open class UILabel: UIView {
    public var text: String?
    public var font: UIFont! = .systemFont(ofSize: 17)
    public var textColor: UIColor!
    public var textAlignment: NSTextAlignment = .left
    public var numberOfLines = 1
    /// Engine hook, not in UIKit: the line height (on iOS, a paragraph style's
    /// minimum and maximum line height in `attributedText`); `nil` gives the
    /// font's `lineHeight`.
    package var lineHeight: CGFloat?

    /// The line height the text is laid out with.
    package var effectiveLineHeight: CGFloat { lineHeight ?? font.lineHeight }

    /// The size the text needs at `size.width` (whole points up), within `numberOfLines`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let measured = UILabel.size(of: text, font: font, lineHeight: effectiveLineHeight, width: size.width,
                                    numberOfLines: numberOfLines)
        return CGSize(width: measured.width.rounded(.up), height: measured.height.rounded(.up))
    }
}
