import MFS

/// The `CGRect` members the screens use that the engine's `Rect` lacks, with CoreGraphics' meanings.
extension Rect {
    public var midX: CGFloat { origin.x + size.width / 2 }
    public var midY: CGFloat { origin.y + size.height / 2 }

    /// True when the width or the height is zero (`CGRectIsEmpty`, without the null rectangle).
    public var isEmpty: Bool { size.width == 0 || size.height == 0 }

    /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom.
    public func insetBy(dx: CGFloat, dy: CGFloat) -> CGRect {
        CGRect(x: origin.x + dx, y: origin.y + dy, width: size.width - 2 * dx, height: size.height - 2 * dy)
    }
}
