/// One cell of a computed table screen: its row and the views inside it.
public struct CellSnapshot: Hashable, Sendable {
    /// The cell's type name (`WallPostCell`), the reuse identifier.
    public var cellType: String
    public var row: Int
    /// The cell's top in the table's content coordinates; in a snapshot of a scrolled
    /// table's window, from the window's top (content y less the content offset).
    public var y: Double
    public var height: Double
    /// Views with frames relative to the cell.
    public var views: [ViewSnapshot]

    public init(cellType: String, row: Int, y: Double, height: Double, views: [ViewSnapshot]) {
        self.cellType = cellType
        self.row = row
        self.y = y
        self.height = height
        self.views = views
    }
}
