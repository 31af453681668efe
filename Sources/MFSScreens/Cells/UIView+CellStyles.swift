import HeadlessUIKit

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
    /// An image waiting for its picture: the placeholder colour, rounded and clipped.
    func styleAsPlaceholder(cornerRadius: CGFloat) {
        backgroundColor = CellPalette.placeholder
        layer.cornerRadius = cornerRadius
        clipsToBounds = true
    }
}
