import Testing
import MFS

@Suite struct CellLifecycleTests {
    /// A new cell inside `table`, 320 × 83.
    private func placedCell(in table: View) -> NoteCell {
        let cell = NoteCell()
        table.addSubview(cell.contentView)
        cell.contentView.frame = Rect(x: 0, y: 0, width: 320, height: 83)
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
        #expect(cell.contentView.subviews.map(\.name) == ["titleLbl", "bodyLbl", "footerView"])
    }

    @Test func reuseOutsideASuperViewWaitsForLayoutSubviews() {
        let cell = NoteCell()
        cell.trace.clear()
        cell.contentView.frame = Rect(x: 0, y: 0, width: 320, height: 83)
        cell.setViewModel(NoteViewModel(id: 1, body: "a\nb"))
        cell.layoutSubviews()
        #expect(cell.trace.outline == [
            "setViewModel",
            "  updateStyles",
            "  resizeSubviews skipped: notInSuperview",
            "  bindDataFrom",
            "layoutSubviews",
            "  resizeSubviews",
        ])
        #expect(cell.bodyLbl?.frame == Rect(x: 8, y: 32, width: 304, height: 40))
    }

    @Test func reuseInASuperViewResizesThenBinds() {
        let table = View(name: "table"), cell = placedCell(in: table)
        cell.setViewModel(NoteViewModel(id: 1, body: "a"))
        cell.trace.clear()
        cell.setViewModel(NoteViewModel(id: 2, body: "b"))
        #expect(cell.trace.outline == ["setViewModel", "  updateStyles", "  resizeSubviews", "  bindDataFrom"])
        #expect(cell.titleLbl?.text == "#2")
    }

    @Test func idleCallsAreSkipped() {
        let table = View(name: "table"), cell = placedCell(in: table)
        cell.setViewModel(NoteViewModel(id: 1, body: "a"))
        cell.trace.clear()
        cell.layoutSubviews()
        cell.layoutSubviews()
        cell.setViewModel(NoteViewModel(id: 1, body: "a"))
        #expect(cell.trace.outline == [
            "layoutSubviews", "  resizeSubviews skipped: sameSize",
            "layoutSubviews", "  resizeSubviews skipped: sameSize",
            "setViewModel", "  updateStyles", "  resizeSubviews skipped: sameSize", "  bindDataFrom skipped: sameViewModel",
        ])
    }

    @Test func aNewWidthResizesFromThatWidthsCaches() {
        let table = View(name: "table"), cell = placedCell(in: table)
        cell.setViewModel(NoteViewModel(id: 3, body: "a"))
        cell.trace.clear()
        cell.contentView.frame.size = Size(width: 568, height: 83)
        cell.layoutSubviews()
        #expect(cell.trace.outline == ["layoutSubviews", "  resizeSubviews"])
        #expect(cell.titleLbl?.frame == Rect(x: 8, y: 8, width: 552, height: 20))
        #expect(cell.footerView?.frame == Rect(x: 8, y: 56, width: 552, height: 10.5))
        #expect(cell.footerView?.frameSource == .sizes)
    }

    @Test func aReusedCellHasTheFramesOfANewOne() {
        let table = View(name: "table")
        let reused = NoteCell(), fresh = NoteCell()
        for cell in [reused, fresh] {
            table.addSubview(cell.contentView)
            cell.contentView.frame = Rect(x: 0, y: 0, width: 375, height: 100)
        }
        reused.setViewModel(NoteViewModel(id: 1, body: "a\nb\nc"))
        reused.setViewModel(NoteViewModel(id: 2, body: "x"))
        fresh.setViewModel(NoteViewModel(id: 2, body: "x"))
        #expect(reused.contentView.snapshotSubviews(measurer: LineCountMeasurer())
            == fresh.contentView.snapshotSubviews(measurer: LineCountMeasurer()))
        #expect(reused.bodyLbl?.frame == Rect(x: 8, y: 32, width: 359, height: 20))
    }
}

/// One line per newline-separated part, 20 px each: enough for snapshots of test cells.
struct LineCountMeasurer: TextMeasuring {
    func layout(_ text: String, font: Font, lineHeight: Double, maxWidth: Double, maxLines: Int) -> TextLayout {
        guard !text.isEmpty else { return .empty }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
        return TextLayout(size: Size(width: maxWidth, height: Double(lines) * lineHeight), lineCount: lines,
                          lineStarts: [0], isTruncated: false)
    }
}
