import MFS
import MFSText

extension UILabel {
    /// The exact size of `text` laid out in `width` with `font`, each line
    /// `lineHeight` tall, in at most `numberOfLines` lines (0: no limit); the
    /// width is the widest line's, not rounded. Thread-safe and pure.
    static func size(of text: String, font: UIFont, lineHeight: CGFloat, width: CGFloat, numberOfLines: Int) -> CGSize {
        textMeasurer.layout(text, font: font, lineHeight: lineHeight, maxWidth: width, maxLines: numberOfLines).size
    }

    /// What measures every label's text: the site's own layout.
    static let textMeasurer: any TextMeasuring = InterTextMeasurer.shared
}
