/// A linear two-colour gradient layer, as a `CAGradientLayer` with unit start
/// and end points (0,0 is the top-left corner of the layer, 1,1 the bottom-right).
public struct Gradient: Hashable, Sendable, Codable {
    public var startColor: Color
    public var endColor: Color
    public var startPoint: Point
    public var endPoint: Point

    public init(from startColor: Color, to endColor: Color,
                startPoint: Point = Point(x: 0, y: 0), endPoint: Point = Point(x: 1, y: 1)) {
        self.startColor = startColor
        self.endColor = endColor
        self.startPoint = startPoint
        self.endPoint = endPoint
    }
}
