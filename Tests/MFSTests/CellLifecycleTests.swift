import Testing
import UIKit

@Suite struct CellLifecycleTests {
    /// A new cell inside `table`, 320 × 83.
    private func placedCell(in table: UIView) -> NoteCell {
        let cell = NoteCell()
        table.addSubview(cell)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 83)
        return cell
    }

    @Test func theInitializerBuildsWithNoViewModel() {
        let cell = NoteCell()
        #expect(cell.trace.outline == [
            "init",
            "  prepareUI",
            "    initSubviews",
            "    updateStyles",
            "    resizeSubviews skipped: noViewModel",
            "    bindDataFrom skipped: noViewModel",
            "    addSubviewsToSuperView",
        ])
        #expect(cell.contentView.subviews.map(\.accessibilityIdentifier) == ["titleLbl", "bodyLbl", "footerView"])
    }

    @Test func reuseOutsideASuperViewWaitsForLayoutSubviews() {
        let cell = NoteCell()
        cell.trace.clear()
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 83)
        cell.viewModel = NoteViewModel(id: 1, body: "a\nb")
        cell.layoutIfNeeded()
        #expect(cell.trace.outline == [
            "setViewModel",
            "  updateStyles",
            "  resizeSubviews skipped: notInSuperview",
            "  bindDataFrom",
            "layoutSubviews",
            "  resizeSubviews",
        ])
        #expect(cell.bodyLbl?.frame == CGRect(x: 8, y: 32, width: 304, height: 40))
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 83))
    }

    @Test func reuseInASuperViewResizesThenBinds() {
        let table = UIView(), cell = placedCell(in: table)
        cell.viewModel = NoteViewModel(id: 1, body: "a")
        cell.trace.clear()
        cell.viewModel = NoteViewModel(id: 2, body: "b")
        #expect(cell.trace.outline == ["setViewModel", "  updateStyles", "  resizeSubviews", "  bindDataFrom"])
        #expect(cell.titleLbl?.text == "#2")
    }

    /// The guards: an idle layout and an equal view model (even one that differs in data the
    /// cell does not show) are skipped; a layout pass with nothing pending calls nothing.
    @Test func idleCallsAreSkipped() {
        let table = UIView(), cell = placedCell(in: table)
        cell.viewModel = NoteViewModel(id: 1, body: "a")
        cell.layoutIfNeeded()
        cell.trace.clear()
        cell.layoutIfNeeded()
        cell.setNeedsLayout()
        cell.layoutIfNeeded()
        cell.viewModel = NoteViewModel(id: 1, body: "a")
        #expect(cell.trace.outline == [
            "layoutSubviews", "  resizeSubviews skipped: sameSize",
            "setViewModel", "  updateStyles", "  resizeSubviews skipped: sameSize", "  bindDataFrom skipped: sameViewModel",
        ])
    }

    @Test func aNewWidthResizesFromThatWidthsCaches() {
        let table = UIView(), cell = placedCell(in: table)
        cell.viewModel = NoteViewModel(id: 3, body: "a")
        cell.layoutIfNeeded()
        cell.trace.clear()
        cell.frame.size = CGSize(width: 568, height: 83)
        cell.layoutIfNeeded()
        #expect(cell.trace.outline == ["layoutSubviews", "  resizeSubviews"])
        #expect(cell.titleLbl?.frame == CGRect(x: 8, y: 8, width: 552, height: 20))
        #expect(cell.footerView?.frame == CGRect(x: 8, y: 56, width: 552, height: 10.5))
    }

    @Test func aReusedCellHasTheFramesOfANewOne() {
        let table = UIView()
        let reused = NoteCell(), fresh = NoteCell()
        for cell in [reused, fresh] {
            table.addSubview(cell)
            cell.frame = CGRect(x: 0, y: 0, width: 375, height: 100)
        }
        reused.viewModel = NoteViewModel(id: 1, body: "a\nb\nc")
        reused.viewModel = NoteViewModel(id: 2, body: "x")
        fresh.viewModel = NoteViewModel(id: 2, body: "x")
        #expect(reused.contentView.snapshotSubviews(frameSources: NoteCell.frameSources)
            == fresh.contentView.snapshotSubviews(frameSources: NoteCell.frameSources))
        #expect(reused.bodyLbl?.frame == CGRect(x: 8, y: 32, width: 359, height: 20))
    }
}
