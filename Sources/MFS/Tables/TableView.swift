/// A headless `UITableView`: rows of cell view models, their heights from each
/// cell class, a reuse pool, and the cells visible at a scroll offset.
///
/// Defined results for bad input: an empty model has no rows and a content
/// height of 0; a zero or negative width makes every row 0 high; an offset
/// beyond the content shows no rows. Not thread-safe: a table belongs to one
/// task (the main actor in an app), as its views do.
public final class TableView {
    /// The scroll view: visible cells' content views are its subviews.
    public let view = View(name: "tableView")
    public let registry: CellRegistry
    public let pool = ReusePool()
    public private(set) var model: TableModel
    /// Every row with its top and height, as of the last `reloadData`.
    public private(set) var rows: [TableRow] = []
    /// The top of the visible window in content coordinates.
    public private(set) var contentOffset: Double = 0
    /// The cells on screen, by row.
    public private(set) var visibleCells: [IndexPath: any TableCell] = [:]

    public init(registry: CellRegistry, model: TableModel = TableModel()) {
        self.registry = registry
        self.model = model
    }

    /// The table's bounds size; its width is the width every cache is keyed by.
    public var size: Size { view.frame.size }

    /// The bottom of the last row.
    public var contentHeight: Double { rows.last.map { $0.y + $0.height } ?? 0 }

    /// Replaces the view models and reloads.
    public func setModel(_ model: TableModel) {
        self.model = model
        reloadData()
    }

    /// Adds `viewModels` at the end of the last section (a new page) and reloads.
    public func appendRows(_ viewModels: [any CellViewModel]) {
        if model.sections.isEmpty { model.sections = [[]] }
        model.sections[model.sections.count - 1] += viewModels
        reloadData()
    }

    /// Replaces one row's view model (an expanded post) and reloads: its height may change.
    public func reloadRow(at indexPath: IndexPath, with viewModel: any CellViewModel) {
        model[indexPath] = viewModel
        reloadData()
    }

    /// The table takes `size` (rotation): heights are asked again for the new
    /// width, and the visible cells keep their view models and are laid out again.
    public func setSize(_ size: Size) {
        view.frame.size = size
        placeRows()
        layoutRows()
    }

    /// Scrolls to `offset` and lays the visible rows out.
    public func scroll(to offset: Double) {
        contentOffset = offset
        layoutRows()
    }

    /// `heightForRowAtIndexPath`: the row's cell class's `calculateCellHeight`,
    /// rounded; 0 without a cell class or for a width of 0 or less.
    public func heightForRow(at indexPath: IndexPath) -> Double {
        let viewModel = model[indexPath]
        guard size.width > 0, let cellType = registry.cellType(for: viewModel) else { return 0 }
        return cellType.heightForRow(viewModel, size)
    }

    /// Asks every row's height again, puts visible cells back in the pool and
    /// lays the rows visible at the current offset out.
    public func reloadData() {
        for cell in visibleCells.values { pool.enqueue(cell, reuseIdentifier: Self.reuseIdentifier(of: cell)) }
        visibleCells = [:]
        placeRows()
        layoutRows()
    }

    /// Asks every row's height and stacks the rows from the top.
    private func placeRows() {
        var y = 0.0
        rows = model.indexPaths.map { indexPath in
            let row = TableRow(indexPath: indexPath, y: y, height: heightForRow(at: indexPath))
            y += row.height
            return row
        }
    }

    /// The rows that intersect the window `[offset, offset + height)`, in order.
    public func rowsVisible(at offset: Double) -> [TableRow] {
        let bottom = offset + size.height
        return rows.filter { $0.height > 0 && $0.y < bottom && $0.y + $0.height > offset }
    }

    /// `cellForRowAtIndexPath`: dequeues (or creates) a cell of the row's class,
    /// sizes it to the row, then sets its view model. `nil` without a cell class.
    public func cellForRow(_ row: TableRow) -> (any TableCell)? {
        let viewModel = model[row.indexPath]
        guard let cellType = registry.cellType(for: viewModel) else { return nil }
        let cell = pool.dequeue(cellType)
        cell.contentView.frame = Rect(x: 0, y: row.y, width: size.width, height: row.height)
        cell.setAnyViewModel(viewModel)
        return cell
    }

    /// The table's `layoutSubviews`: cells that left the window go back to the
    /// pool; rows that entered it get a cell; every visible cell is placed, put
    /// in the table and laid out.
    public func layoutRows() {
        let visible = rowsVisible(at: contentOffset)
        let paths = Set(visible.map(\.indexPath))
        for (path, cell) in visibleCells where !paths.contains(path) {
            pool.enqueue(cell, reuseIdentifier: Self.reuseIdentifier(of: cell))
            visibleCells[path] = nil
        }
        for row in visible {
            guard let cell = visibleCells[row.indexPath] ?? cellForRow(row) else { continue }
            visibleCells[row.indexPath] = cell
            place(cell, row)
        }
    }

    /// Puts `cell` at `row` inside the table and lets it lay itself out.
    func place(_ cell: any TableCell, _ row: TableRow) {
        cell.contentView.frame = Rect(x: 0, y: row.y, width: size.width, height: row.height)
        if cell.contentView.superview == nil { view.addSubview(cell.contentView) }
        cell.layoutSubviews()
    }

    /// A cell's class name, which is its reuse identifier.
    static func reuseIdentifier(of cell: any TableCell) -> String {
        String(describing: type(of: cell))
    }
}
