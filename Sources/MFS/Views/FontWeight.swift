/// The weights the engine can measure; the raw value is the CSS `font-weight`.
public enum FontWeight: Int, Hashable, Sendable, Codable, CaseIterable {
    case regular = 400
    case medium = 500
    case semibold = 600
    case bold = 700
}
