import UIKit

extension String {
    // region: textSize
    /// The size this text takes in `font`, wrapped in lines no wider than
    /// `width`, each `lineHeight` tall: UIKit's string measurement, which
    /// frame functions MAY call on any thread. Not rounded: the width is the
    /// widest line's.
    func size(forWidth width: CGFloat, font: UIFont, lineHeight: CGFloat) -> CGSize {
        let paragraph = NSMutableParagraphStyle()
        paragraph.minimumLineHeight = lineHeight
        paragraph.maximumLineHeight = lineHeight
        let bounds = NSString(string: self).boundingRect(
            with: CGSize(width: width, height: .greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
            attributes: [.font: font, .paragraphStyle: paragraph], context: nil)
        return bounds.size
    }
    // endregion
}
