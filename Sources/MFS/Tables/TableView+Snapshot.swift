extension TableView {
    /// Every row drawn as the table would draw it when scrolled to it: a cell
    /// dequeued from the pool (so cells are reused from row to row), sized,
    /// given its view model, placed and laid out, snapshotted, then enqueued
    /// again. Rows without a cell class are left out; `row` is the row's index
    /// among all rows.
    public func snapshotRows(measurer: any TextMeasuring) -> [CellSnapshot] {
        rows.enumerated().compactMap { index, row in
            guard let cell = cellForRow(row) else { return nil }
            place(cell, row)
            let snapshot = CellSnapshot(cellType: Self.reuseIdentifier(of: cell), row: index, y: row.y,
                                        height: row.height,
                                        views: cell.contentView.snapshotSubviews(measurer: measurer))
            pool.enqueue(cell, reuseIdentifier: Self.reuseIdentifier(of: cell))
            return snapshot
        }
    }
}
