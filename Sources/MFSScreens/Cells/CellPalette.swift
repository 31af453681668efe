import MFS

/// The colours the demo app's cells share.
enum CellPalette {
    static let text = Color(r: 30, g: 30, b: 36)
    /// 5.6:1 on white, 4.8:1 on the incoming bubble (WCAG AA); a colour changes no frame.
    static let secondaryText = Color(r: 99, g: 103, b: 114)
    static let accent = Color(r: 88, g: 64, b: 160)
    static let placeholder = Color(r: 214, g: 208, b: 232)
    static let incomingBubble = Color(r: 236, g: 236, b: 242)
    static let outgoingBubble = Color(r: 222, g: 214, b: 250)
    static let separator = Color(r: 228, g: 228, b: 234)
}
