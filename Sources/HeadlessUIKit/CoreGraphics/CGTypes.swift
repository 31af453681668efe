import MFS

// CoreGraphics' value types, as the engine's own geometry: a point is a CSS px,
// the origin is the top-left corner, y grows downwards (as in UIKit).

/// A coordinate or length. On iOS a distinct type that Swift converts to and from `Double`
/// implicitly; here it is `Double` itself.
public typealias CGFloat = Double
/// `CGRect`: `MFS.Rect`, with the CoreGraphics members in `CGRect+CoreGraphics`.
public typealias CGRect = Rect
/// `CGSize`: `MFS.Size`.
public typealias CGSize = Size
/// `CGPoint`: `MFS.Point`.
public typealias CGPoint = Point
/// `UIEdgeInsets`: `MFS.EdgeInsets`.
public typealias UIEdgeInsets = EdgeInsets
