import MFS

/// Snapshotting a table, engine hook.
extension UITableView {
    /// Every row drawn as the table would draw it when scrolled to it: a cell from
    /// the data source (dequeued, so cells are reused from row to row), given the
    /// row's frame, laid out, snapshotted, then queued for reuse again. The visible
    /// cells stay as they are. Rows without a cell (height 0) are left out; `row`
    /// is the row's index among all rows.
    package func snapshotRows(frameSources: [String: FrameSource] = [:]) -> [CellSnapshot] {
        guard let dataSource else { return [] }
        return indexPathsForAllRows.enumerated().compactMap { index, indexPath in
            let rect = rectForRow(at: indexPath)
            guard rect.height > 0 else { return nil }
            let cell = dataSource.tableView(self, cellForRowAt: indexPath)
            cell.frame = rect
            addSubview(cell)
            cell.setNeedsLayout()
            cell.layoutIfNeeded()
            let snapshot = CellSnapshot(cellType: String(describing: type(of: cell)), row: index, y: rect.minY,
                                        height: rect.height,
                                        views: cell.contentView.snapshotSubviews(frameSources: frameSources))
            enqueue(cell)
            return snapshot
        }
    }

    /// The bottom of the last row: the height a snapshot of every row needs.
    package var rowsHeight: CGFloat {
        indexPathsForAllRows.last.map { rectForRow(at: $0).maxY } ?? 0
    }
}

/// One cell of a snapshotted table.
package typealias CellSnapshot = MFS.CellSnapshot
