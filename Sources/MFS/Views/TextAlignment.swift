/// Horizontal alignment of a label's lines, as `NSTextAlignment`.
public enum TextAlignment: String, Hashable, Sendable, Codable {
    case left, center, right
}
