/// The queue of cells waiting for reuse, by reuse identifier, as
/// `dequeueReusableCellWithIdentifier:` keeps it. Not thread-safe: it belongs
/// to its table.
public final class ReusePool {
    private var queues: [String: [any TableCell]] = [:]
    /// How many cells `dequeue` had to create.
    public private(set) var createdCount = 0

    public init() {}

    /// A waiting cell of `cellType`, or a new one when none waits.
    public func dequeue(_ cellType: CellType) -> any TableCell {
        if let cell = queues[cellType.reuseIdentifier]?.popLast() { return cell }
        createdCount += 1
        return cellType.makeCell()
    }

    /// Puts `cell` back, out of its super view, to wait for reuse.
    public func enqueue(_ cell: any TableCell, reuseIdentifier: String) {
        cell.contentView.removeFromSuperview()
        queues[reuseIdentifier, default: []].append(cell)
    }

    /// How many cells wait under `reuseIdentifier`.
    public func waitingCount(_ reuseIdentifier: String) -> Int {
        queues[reuseIdentifier]?.count ?? 0
    }
}
