/// An origin and a size in points: the frame of a view.
public struct Rect: Hashable, Sendable, Codable {
    public var origin: Point
    public var size: Size

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public var minX: Double { min(origin.x, origin.x + size.width) }
    public var minY: Double { min(origin.y, origin.y + size.height) }
    public var maxX: Double { max(origin.x, origin.x + size.width) }
    public var maxY: Double { max(origin.y, origin.y + size.height) }
    public var width: Double { abs(size.width) }
    public var height: Double { abs(size.height) }

    /// The same rectangle with a non-negative width and height.
    public var standardized: Rect { Rect(x: minX, y: minY, width: width, height: height) }

    /// The smallest rectangle with integral coordinates that contains this one,
    /// as `CGRectIntegral` computes it: origin floored, far edges ceiled.
    public var integral: Rect {
        let x = minX.rounded(.down), y = minY.rounded(.down)
        return Rect(x: x, y: y, width: maxX.rounded(.up) - x, height: maxY.rounded(.up) - y)
    }

    /// This rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// The rectangle left after removing `insets` from each edge.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: origin.x + insets.left, y: origin.y + insets.top,
             width: size.width - insets.left - insets.right,
             height: size.height - insets.top - insets.bottom)
    }

    /// True when `other` lies entirely inside this rectangle (edges included).
    public func contains(_ other: Rect) -> Bool {
        other.minX >= minX && other.minY >= minY && other.maxX <= maxX && other.maxY <= maxY
    }
}

extension Rect: CustomStringConvertible {
    /// `(x, y, width, height)` with compact numbers.
    public var description: String {
        "(\(origin.x.compactDescription), \(origin.y.compactDescription), "
            + "\(size.width.compactDescription), \(size.height.compactDescription))"
    }
}
