/// `UITableView`: rows stacked from the top, each as tall as the delegate
/// says, and a cell for each row in the window `[contentOffset.y,
/// contentOffset.y + height)`, dequeued from a reuse queue by identifier.
///
/// Heights are asked for every row on `reloadData`, and again when the width
/// changes (rotation). A layout pass puts cells that left the window back in
/// the queue, asks the data source for cells of rows that entered it, and
/// lays every new or resized cell out. Unlike UIKit, `reloadData`,
/// `reloadRows` and a new `contentOffset` lay the table out at once (there is
/// no run loop to wait for). Defined results for bad input: no data source
/// means no rows; a row of height 0 or less gets no cell; an offset beyond
/// the content shows no cells. Not thread-safe, as on iOS.
open class UITableView: UIScrollView {
    /// `UITableView.Style`.
    public enum Style: Sendable {
        case plain, grouped
    }

    /// `UITableView.RowAnimation`: the engine does not animate rows.
    public enum RowAnimation: Sendable {
        case none, automatic, fade
    }

    /// One row as the last height pass placed it.
    struct Row {
        var indexPath: IndexPath
        var y: CGFloat
        var height: CGFloat
    }

    public let style: Style
    public weak var dataSource: (any UITableViewDataSource)?
    public weak var delegate: (any UITableViewDelegate)? {
        didSet { scrollDelegate = delegate }
    }
    /// The height of a row when the delegate gives none.
    public var rowHeight: CGFloat = 44
    /// Below the last row; as wide as the table.
    public var tableFooterView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let tableFooterView { addSubview(tableFooterView) }
            placeFooter()
        }
    }

    private var registered: [String: any RegisteredCell.Type] = [:]
    private var reusable: [String: [UITableViewCell]] = [:]
    private var rows: [Row] = []
    private var indexOfRow: [IndexPath: Int] = [:]
    private var visible: [IndexPath: UITableViewCell] = [:]
    /// The width the heights were asked for.
    private var heightsWidth: CGFloat?
    /// Engine hook: how many cells `dequeueReusableCell` created (the rest were reused).
    package private(set) var createdCellCount = 0

    public init(frame: CGRect, style: UITableView.Style) {
        self.style = style
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    /// Registers `cellClass` for `identifier`. The engine can create cells only of classes
    /// that are `RegisteredCell` (Swift cannot call a non-`required` initializer through a
    /// metatype, as the Objective-C runtime does on iOS); another class is ignored.
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registered[identifier] = cellClass as? any RegisteredCell.Type
    }

    /// A cell waiting under `identifier` (after its `prepareForReuse`), else a
    /// new one of the class registered for it, else `nil`.
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if let cell = reusable[identifier]?.popLast() {
            cell.prepareForReuse()
            return cell
        }
        guard let cellClass = registered[identifier] else { return nil }
        createdCellCount += 1
        return cellClass.init(style: .default, reuseIdentifier: identifier)
    }

    /// A waiting or new cell; `identifier` MUST be registered.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
            preconditionFailure("no cell class registered for \(identifier)")
        }
        return cell
    }

    public var numberOfSections: Int { dataSource?.numberOfSections(in: self) ?? 0 }

    public func numberOfRows(inSection section: Int) -> Int {
        dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
    }

    /// The row's rectangle in content coordinates; `.zero` for a row the table does not have.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        guard let index = indexOfRow[indexPath] else { return .zero }
        return CGRect(x: 0, y: rows[index].y, width: bounds.width, height: rows[index].height)
    }

    /// Every row, section by section, as of the last height pass.
    package var indexPathsForAllRows: [IndexPath] { rows.map(\.indexPath) }

    public var indexPathsForVisibleRows: [IndexPath]? { visible.keys.sorted() }

    public var visibleCells: [UITableViewCell] { visible.sorted { $0.key < $1.key }.map(\.value) }

    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { visible[indexPath] }

    /// The row a visible cell shows; `nil` for a cell the table does not show.
    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visible.first { $0.value === cell }?.key
    }

    /// Puts every visible cell back in the queue, asks every row's height again and lays the table out.
    /// Recorded as the step `reloadData` in the data source's trace.
    public func reloadData() {
        traceEnter(dataSource, .reloadData)
        defer { traceExit(dataSource) }
        for (_, cell) in visible { enqueue(cell) }
        visible = [:]
        askHeights()
        layoutRows()
    }

    /// The rows' heights may have changed: asks every height again; the cells of
    /// `indexPaths` go back in the queue, so the data source configures them again.
    /// Recorded as the step `reloadRows` in the data source's trace.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        traceEnter(dataSource, .reloadRows)
        defer { traceExit(dataSource) }
        for indexPath in indexPaths {
            if let cell = visible.removeValue(forKey: indexPath) { enqueue(cell) }
        }
        askHeights()
        layoutRows()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if heightsWidth != bounds.width { askHeights() }
        layoutRows()
    }

    /// Asks the delegate for every row's height and stacks the rows from the top.
    private func askHeights() {
        heightsWidth = bounds.width
        var y: CGFloat = 0
        rows = []
        indexOfRow = [:]
        for section in 0..<numberOfSections {
            for row in 0..<numberOfRows(inSection: section) {
                let indexPath = IndexPath(row: row, section: section)
                let height = delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
                indexOfRow[indexPath] = rows.count
                rows.append(Row(indexPath: indexPath, y: y, height: height))
                y += height
            }
        }
        placeFooter()
    }

    /// Puts the footer below the last row; the content ends below it.
    private func placeFooter() {
        let top = rows.last.map { $0.y + $0.height } ?? 0
        tableFooterView?.frame = CGRect(x: 0, y: top, width: bounds.width, height: tableFooterView?.frame.height ?? 0)
        contentSize = CGSize(width: bounds.width, height: top + (tableFooterView?.frame.height ?? 0))
    }

    /// Cells that left the window go back in the queue; rows that entered it get
    /// a cell from the data source; every visible cell takes its row's frame and
    /// is laid out if it is new or its size changed.
    private func layoutRows() {
        let top = contentOffset.y, bottom = contentOffset.y + bounds.height
        let window = rows.filter { $0.height > 0 && $0.y < bottom && $0.y + $0.height > top }
        let paths = Set(window.map(\.indexPath))
        for (indexPath, cell) in visible where !paths.contains(indexPath) {
            enqueue(cell)
            visible[indexPath] = nil
        }
        for row in window {
            if let cell = visible[row.indexPath] {
                place(cell, row, isNew: false)
            } else if let dataSource {
                let cell = dataSource.tableView(self, cellForRowAt: row.indexPath)
                visible[row.indexPath] = cell
                place(cell, row, isNew: true)
            }
        }
    }

    /// Gives `cell` its row's frame inside the table and lays it out; a new cell is always laid out.
    private func place(_ cell: UITableViewCell, _ row: Row, isNew: Bool) {
        cell.frame = CGRect(x: 0, y: row.y, width: bounds.width, height: row.height)
        if cell.superview !== self { addSubview(cell) }
        if isNew { cell.setNeedsLayout() }
        cell.layoutIfNeeded()
    }

    func enqueue(_ cell: UITableViewCell) {
        cell.removeFromSuperview()
        reusable[cell.reuseIdentifier ?? String(describing: type(of: cell)), default: []].append(cell)
    }
}
