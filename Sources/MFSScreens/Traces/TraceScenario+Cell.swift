import MFS

/// The cell scenarios of MFS-SPEC ("Call orders" for cells, "Guards"), run on
/// wall-post cells in a real table.
extension TraceScenario {
    static let cellScenarios: [TraceScenario] = [
        TraceScenario(name: "cell-first-build",
                      summary: "the designated initializer builds the cell while its view model is still nil") { _ in
            WallPostCell().trace.events
        },
        TraceScenario(name: "cell-reuse",
                      summary: "a cell that scrolled away is dequeued for another post: setter, then layoutSubviews") { language in
            let table = feedTable(language, height: 300)
            let cell = table.visibleCells[IndexPath(row: 0)]
            cell?.trace.clear()
            table.scroll(to: table.rows[1].y)
            return cell?.trace.events ?? []
        },
        TraceScenario(name: "cell-rotation",
                      summary: "the table turns to landscape: layoutSubviews resizes; an idle call is skipped") { language in
            let table = feedTable(language, height: 568)
            let cell = table.visibleCells[IndexPath(row: 0)]
            cell?.trace.clear()
            table.setSize(Size(width: 568, height: 320))
            cell?.layoutSubviews()
            return cell?.trace.events ?? []
        },
    ]

    /// A table of two posts in portrait, 320 wide and `height` tall, laid out at the top.
    private static func feedTable(_ language: Language, height: Double) -> TableView {
        let first = WallPostViewModel.mockUp(language)
        let second = WallPostViewModel(id: "p2", ownerName: first.ownerName, postDate: first.postDate,
                                       text: first.text, photoCount: 1, language: language)
        let table = TableView(registry: AppCells.registry, model: TableModel(rows: [first, second]))
        table.setSize(Size(width: 320, height: height))
        return table
    }
}
