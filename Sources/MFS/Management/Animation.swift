/// A `UIView.animate` call as the trace records it.
public struct Animation: Hashable, Sendable, Codable {
    public enum Curve: String, Hashable, Sendable, Codable {
        case linear, easeIn, easeOut, easeInOut
    }

    public var duration: Double
    public var curve: Curve

    public init(duration: Double, curve: Curve) {
        self.duration = duration
        self.curve = curve
    }

    /// The pattern's rotation animation: 0.3 s, ease-out.
    public static let rotation = Animation(duration: 0.3, curve: .easeOut)
}
