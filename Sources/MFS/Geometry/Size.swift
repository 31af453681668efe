/// A width and a height in points.
public struct Size: Hashable, Sendable, Codable {
    public var width: Double
    public var height: Double

    public static let zero = Size(width: 0, height: 0)

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// True when either side is zero or negative: such a parent gets zero frames.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// Landscape when wider than tall.
    public var isLandscape: Bool { width > height }
}

extension Size: CustomStringConvertible {
    /// `WIDTHxHEIGHT`, the notation of embeds and the CLI (`320x568`).
    public var description: String { "\(width.compactDescription)x\(height.compactDescription)" }
}

extension Double {
    /// `320` rather than `320.0`; other values as Swift prints them.
    public var compactDescription: String {
        rounded() == self && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
