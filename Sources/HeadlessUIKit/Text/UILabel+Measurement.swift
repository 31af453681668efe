import MFS
import MFSText

extension UILabel {
    /// The project's class-level sizing helper (the original's
    /// `+[UILabel findHeightForText:forWidth:font:]`, whose body it never printed):
    /// the exact size of `text` laid out in `width` with `font`, each line
    /// `lineHeight` tall (`nil`: 1.25 × the font size, rounded), in at most
    /// `numberOfLines` lines (0: no limit). Width is the widest line, not rounded.
    ///
    /// Thread-safe and pure, so frame functions call it from any queue. On iOS
    /// it would wrap `NSString.boundingRect(with:options:attributes:context:)`
    /// with a paragraph style; here it is backed by `MFSText`, which lays text
    /// out exactly as the site's browser does.
    package class func findHeightForText(_ text: String, forWidth width: CGFloat, font: UIFont,
                                        lineHeight: CGFloat? = nil, numberOfLines: Int = 0) -> CGSize {
        size(of: text, font: font, lineHeight: lineHeight ?? (font.size * 1.25).rounded(), width: width,
             numberOfLines: numberOfLines)
    }

    static func size(of text: String, font: UIFont, lineHeight: CGFloat, width: CGFloat, numberOfLines: Int) -> CGSize {
        textMeasurer.layout(text, font: font, lineHeight: lineHeight, maxWidth: width, maxLines: numberOfLines).size
    }

    /// What measures every label's text: the site's own layout.
    static let textMeasurer: any TextMeasuring = InterTextMeasurer.shared
}
