/// A screen computed by the engine at one size: a frame tree, flattened.
public struct ScreenSnapshot: Hashable, Sendable {
    /// The catalog name of the screen (`login`).
    public var screen: String
    /// The canvas: the screen's size, or for a table the width and content height.
    public var size: Size
    public var backgroundColor: Color?
    public var gradient: Gradient?
    /// Views of a controller screen, parents before their subviews.
    public var views: [ViewSnapshot]
    /// Cells of a table screen, top to bottom.
    public var cells: [CellSnapshot]

    public init(screen: String, size: Size, backgroundColor: Color? = nil, gradient: Gradient? = nil,
                views: [ViewSnapshot] = [], cells: [CellSnapshot] = []) {
        self.screen = screen
        self.size = size
        self.backgroundColor = backgroundColor
        self.gradient = gradient
        self.views = views
        self.cells = cells
    }
}
