import MFS

extension View {
    /// Runs `style` unless the view was already styled, then marks it styled:
    /// the `isStylized` guard every style function of a reused view needs.
    func styleOnce(_ style: (View) -> Void) {
        guard !isStylized else { return }
        style(self)
        isStylized = true
    }

    /// What a label's style function sets: font, line height, line limit, colour.
    func styleAsLabel(_ font: Font, lineHeight: Double, color: Color, numberOfLines: Int = 0) {
        self.font = font
        self.lineHeight = lineHeight
        self.numberOfLines = numberOfLines
        textColor = color
    }

    /// An image waiting for its picture: the placeholder colour, rounded and clipped.
    func styleAsPlaceholder(cornerRadius: Double) {
        backgroundColor = CellPalette.placeholder
        self.cornerRadius = cornerRadius
        clipsToBounds = true
    }
}
