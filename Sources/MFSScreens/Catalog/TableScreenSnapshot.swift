import MFS

/// How a table screen is drawn for the site: every row at the request's width,
/// through a real `TableView` (heights, reuse pool, cells' life cycle); the
/// canvas is as tall as the content.
enum TableScreenSnapshot {
    static func render(_ screen: String, _ request: ScreenRequest, _ model: TableModel) -> ScreenSnapshot {
        let table = TableView(registry: AppCells.registry, model: model)
        table.setSize(request.size)
        return snapshot(screen, table)
    }

    /// The snapshot of `table` as it is: all its rows, canvas width × content height.
    static func snapshot(_ screen: String, _ table: TableView) -> ScreenSnapshot {
        ScreenSnapshot(screen: screen, size: Size(width: table.size.width, height: table.contentHeight),
                       backgroundColor: .white, cells: table.snapshotRows(measurer: Typesetter.shared))
    }
}
