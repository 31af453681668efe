/// A location in points (1 point = 1 CSS px), origin at the top-left, y grows downwards.
public struct Point: Hashable, Sendable, Codable {
    public var x: Double
    public var y: Double

    public static let zero = Point(x: 0, y: 0)

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
