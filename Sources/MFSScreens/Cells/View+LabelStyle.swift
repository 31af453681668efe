import MFS

extension View {
    /// What a label's style function sets once: font, line height, line limit, colour.
    func styleAsLabel(_ font: Font, lineHeight: Double, color: Color, numberOfLines: Int = 0) {
        self.font = font
        self.lineHeight = lineHeight
        self.numberOfLines = numberOfLines
        textColor = color
    }
}
