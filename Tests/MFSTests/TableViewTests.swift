import Testing
import UIKit

@Suite struct TableViewTests {
    @Test func heightsAreRoundedAndRowsFollowEachOther() {
        // Footer bottom: 32 + 20 * lines + 4 + 10.5, plus 8 = 54.5 + 20 * lines, rounded away from zero.
        let table = NoteTable(NoteViewModel.page(4))
        #expect(table.heights == [55, 75, 95, 115])
        #expect(table.tops == [0, 55, 130, 225])
        #expect(table.tableView.contentSize.height == 340 && table.tableView.rowsHeight == 340)
    }

    /// A footer set after the rows are loaded sits below the last row, and the content ends below it.
    @Test func aFooterSetLaterEndsTheContent() {
        let table = NoteTable(NoteViewModel.page(4))
        table.tableView.tableFooterView = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 44))
        #expect(table.tableView.tableFooterView?.frame == CGRect(x: 0, y: 340, width: 320, height: 44))
        #expect(table.tableView.contentSize.height == 384)
        table.tableView.tableFooterView = nil
        #expect(table.tableView.contentSize.height == 340)
    }

    @Test func theVisibleRowsAreThoseInTheWindow() {
        let table = NoteTable(NoteViewModel.page(4))
        let tableView = table.tableView
        #expect(tableView.indexPathsForVisibleRows?.map(\.row) == [0, 1, 2])
        tableView.contentOffset = CGPoint(x: 0, y: 130)
        #expect(tableView.indexPathsForVisibleRows?.map(\.row) == [2, 3])
        tableView.contentOffset = CGPoint(x: 0, y: -100)
        #expect(tableView.indexPathsForVisibleRows?.map(\.row) == [0, 1])
        tableView.contentOffset = CGPoint(x: 0, y: 340)
        #expect(tableView.indexPathsForVisibleRows == [])
        #expect(table.scrollEvents == 3)
    }

    @Test func scrollingReusesCellsThatLeftTheWindow() {
        let table = NoteTable(NoteViewModel.page(12), CGSize(width: 320, height: 150))
        let tableView = table.tableView
        #expect(tableView.createdCellCount == 3)
        tableView.contentOffset = CGPoint(x: 0, y: 400)
        tableView.contentOffset = CGPoint(x: 0, y: 800)
        #expect(tableView.createdCellCount <= 4)
        let visible = tableView.indexPathsForVisibleRows ?? []
        #expect(visible.map(\.row) == [9, 10, 11])
        for path in visible {
            let cell = tableView.cellForRow(at: path) as? NoteCell
            #expect(cell?.titleLbl?.text == "#\(path.row)")
            #expect(cell?.superview === tableView)
            #expect(cell?.frame == tableView.rectForRow(at: path))
        }
        #expect(tableView.subviews.count == visible.count)
    }

    @Test func rotationAsksTheHeightsAgainForTheNewWidth() {
        let table = NoteTable(NoteViewModel.page(2))
        table.tableView.frame.size = CGSize(width: 568, height: 320)
        table.tableView.layoutIfNeeded()
        #expect(table.heights == [55, 75])
        let rotated = table.tableView.cellForRow(at: IndexPath(row: 1)) as? NoteCell
        #expect(rotated?.titleLbl?.frame == CGRect(x: 8, y: 8, width: 552, height: 20))
        #expect(rotated?.footerView?.frame == CGRect(x: 8, y: 56, width: 552, height: 10.5))
    }

    /// `reloadRows` asks the heights again and configures the row's cell again: the note grew.
    @Test func reloadingARowResizesIt() {
        let table = NoteTable(NoteViewModel.page(3))
        table.notes[1] = NoteViewModel(id: 1, body: "a\nb\nc")
        table.tableView.reloadRows(at: [IndexPath(row: 1)], with: .automatic)
        #expect(table.heights == [55, 115, 95])
        #expect((table.tableView.cellForRow(at: IndexPath(row: 1)) as? NoteCell)?.bodyLbl?.frame.height == 60)
    }

    @Test func dequeueingAnUnregisteredIdentifierGivesNil() {
        let table = NoteTable([])
        #expect(table.tableView.dequeueReusableCell(withIdentifier: "Other") == nil)
        #expect(table.tableView.dequeueReusableCell(withIdentifier: "NoteCell") is NoteCell)
    }

    @Test func badInputGivesDefinedResults() {
        let empty = NoteTable([])
        #expect(empty.heights.isEmpty && empty.tableView.contentSize.height == 0 && empty.tableView.visibleCells.isEmpty)
        for width in [0.0, -320.0] {
            let flat = NoteTable(NoteViewModel.page(3), CGSize(width: width, height: 200))
            #expect(flat.heights == [0, 0, 0])
            #expect(flat.tableView.contentSize.height == 0 && flat.tableView.visibleCells.isEmpty)
            #expect(flat.tableView.snapshotRows().isEmpty)
        }
    }

    @Test func snapshotsDrawEveryRowWithOneCellPerClass() {
        let table = NoteTable(NoteViewModel.page(6), CGSize(width: 320, height: 100))
        let cells = table.tableView.snapshotRows(frameSources: NoteCell.frameSources)
        #expect(cells.map(\.y) == [0, 55, 130, 225, 340, 395])
        #expect(cells[3].views.map(\.frame) == [
            CGRect(x: 8, y: 8, width: 304, height: 20), CGRect(x: 8, y: 32, width: 304, height: 60),
            CGRect(x: 8, y: 96, width: 304, height: 10.5),
        ])
        #expect(cells[3].views.map(\.cache) == [.static, .frames, .sizes])
        #expect(cells[3].cellType == "NoteCell")
        #expect(table.tableView.createdCellCount == 3)
    }
}
