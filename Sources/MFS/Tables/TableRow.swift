/// Where the table placed one row after asking its height.
public struct TableRow: Hashable, Sendable {
    public var indexPath: IndexPath
    /// The row's top in the table's content coordinates.
    public var y: Double
    /// The rounded `calculateCellHeight` of the row's cell class.
    public var height: Double

    public init(indexPath: IndexPath, y: Double, height: Double) {
        self.indexPath = indexPath
        self.y = y
        self.height = height
    }
}
