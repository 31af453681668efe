import UIKit

extension UILabel {
    /// What a label's style function sets: font, line height, line limit, colour.
    func styleAsLabel(_ font: UIFont, lineHeight: CGFloat, color: UIColor, numberOfLines: Int = 0) {
        self.font = font
        self.lineHeight = lineHeight
        self.numberOfLines = numberOfLines
        textColor = color
    }
}

extension UIButton {
    /// A text button's title: font, line height, one line, colour.
    func styleTitle(_ font: UIFont, lineHeight: CGFloat, color: UIColor) {
        titleLabel?.styleAsLabel(font, lineHeight: lineHeight, color: color, numberOfLines: 1)
        setTitleColor(color, for: .normal)
    }
}

extension UIImageView {
    /// A photo or a portrait: aspect-fill over the placeholder colour (seen while it
    /// loads), rounded and clipped; an avatar's radius is half its side, a circle.
    func styleAsPicture(cornerRadius: CGFloat) {
        contentMode = .scaleAspectFill
        backgroundColor = CellPalette.placeholder
        layer.cornerRadius = cornerRadius
        clipsToBounds = true
    }
}
