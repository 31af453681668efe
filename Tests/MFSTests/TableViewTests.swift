import Testing
import MFS

@Suite struct TableViewTests {
    private let registry = CellRegistry([CellType(NoteCell.self)])

    /// A table of `notes` at `size`, reloaded.
    private func table(_ notes: [any CellViewModel], _ size: Size = Size(width: 320, height: 200)) -> TableView {
        let table = TableView(registry: registry, model: TableModel(rows: notes))
        table.setSize(size)
        return table
    }

    @Test func heightsAreRoundedAndRowsFollowEachOther() {
        // Footer bottom: 32 + 20 * lines + 4 + 10.5, plus 8 = 54.5 + 20 * lines, rounded away from zero.
        let table = table(NoteViewModel.page(4))
        #expect(table.rows.map(\.height) == [55, 75, 95, 115])
        #expect(table.rows.map(\.y) == [0, 55, 130, 225])
        #expect(table.contentHeight == 340)
    }

    @Test func theVisibleRowsAreThoseInTheWindow() {
        let table = table(NoteViewModel.page(4))
        #expect(table.rowsVisible(at: 0).map(\.indexPath.row) == [0, 1, 2])
        #expect(table.rowsVisible(at: 130).map(\.indexPath.row) == [2, 3])
        #expect(table.rowsVisible(at: -100).map(\.indexPath.row) == [0, 1])
        #expect(table.rowsVisible(at: 340).isEmpty)
        #expect(table.rowsVisible(at: 5000).isEmpty)
    }

    @Test func scrollingReusesCellsThatLeftTheWindow() {
        let table = table(NoteViewModel.page(12), Size(width: 320, height: 150))
        #expect(table.pool.createdCount == 3)
        table.scroll(to: 400)
        table.scroll(to: 800)
        let visible = table.rowsVisible(at: 800).map(\.indexPath)
        #expect(Set(table.visibleCells.keys) == Set(visible))
        #expect(table.pool.createdCount <= 4)
        for path in visible {
            let cell = table.visibleCells[path] as? NoteCell
            #expect(cell?.titleLbl?.text == "#\(path.row)")
            #expect(cell?.contentView.superview === table.view)
        }
        #expect(table.view.subviews.count == visible.count)
    }

    @Test func rotationAsksTheHeightsAgainForTheNewWidth() {
        let table = table(NoteViewModel.page(2))
        let cell = table.visibleCells[IndexPath(row: 1)] as? NoteCell
        cell?.trace.clear()
        table.setSize(Size(width: 568, height: 320))
        #expect(table.rows.map(\.height) == [55, 75])
        let rotated = table.visibleCells[IndexPath(row: 1)] as? NoteCell
        #expect(rotated?.titleLbl?.frame == Rect(x: 8, y: 8, width: 552, height: 20))
        #expect(rotated?.footerView?.frame == Rect(x: 8, y: 56, width: 552, height: 10.5))
    }

    @Test func theRegistryMapsViewModelsToCellClassesWithAFallback() {
        let note = NoteViewModel(id: 0, body: "")
        #expect(registry.reuseIdentifier(for: note) == "NoteCell")
        #expect(registry.reuseIdentifier(for: OrphanViewModel()) == "OrphanViewModel")
        #expect(registry.cellType(for: OrphanViewModel()) == nil)
        #expect(registry.cellType(for: note)?.viewModelTypeName == "NoteViewModel")
    }

    @Test func badInputGivesDefinedResults() {
        let empty = table([])
        #expect(empty.rows.isEmpty && empty.contentHeight == 0 && empty.rowsVisible(at: 0).isEmpty)
        for width in [0.0, -320.0] {
            let flat = table(NoteViewModel.page(3), Size(width: width, height: 200))
            #expect(flat.rows.map(\.height) == [0, 0, 0])
            #expect(flat.contentHeight == 0 && flat.visibleCells.isEmpty)
        }
        let orphan = table([OrphanViewModel(), NoteViewModel(id: 0, body: "")])
        #expect(orphan.rows.map(\.height) == [0, 55])
        #expect(orphan.snapshotRows(measurer: LineCountMeasurer()).map(\.row) == [1])
    }

    @Test func snapshotsDrawEveryRowWithOneCellPerClass() {
        let table = table(NoteViewModel.page(6), Size(width: 320, height: 100))
        let cells = table.snapshotRows(measurer: LineCountMeasurer())
        #expect(cells.map(\.y) == [0, 55, 130, 225, 340, 395])
        #expect(cells[3].views.map(\.frame) == [
            Rect(x: 8, y: 8, width: 304, height: 20), Rect(x: 8, y: 32, width: 304, height: 60),
            Rect(x: 8, y: 96, width: 304, height: 10.5),
        ])
        #expect(cells[3].views.map(\.cache) == [.static, .frames, .sizes])
        #expect(table.pool.createdCount == 3)
    }
}

