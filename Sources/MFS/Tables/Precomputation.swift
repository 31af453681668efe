import Foundation

/// Frames computed ahead of time, off the main thread, from view models alone
/// (MFS-SPEC, "Background pre-computation").
public enum Precomputation {
    /// The cores this machine runs tasks on.
    public static var coreCount: Int { ProcessInfo.processInfo.activeProcessorCount }

    /// View models a task claims at a time: enough to make claiming cost
    /// nothing, few enough that the tasks finish together.
    static let batch = 32

    /// Calls each view model's cell class's `calculateCoordinates` for
    /// `tableSize`, on `tasks` child tasks on the global executor that claim
    /// batches of rows until none is left (a task on a busier core does
    /// fewer). Safe because frame functions are pure and the caches are
    /// thread-safe; view models without a cell class are skipped.
    public static func calculateCoordinates(_ viewModels: [any CellViewModel], tableSize: Size,
                                            registry: CellRegistry, tasks: Int = coreCount) async {
        let cursor = BatchCursor(count: viewModels.count, batch: batch)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<min(max(1, tasks), (viewModels.count + batch - 1) / batch) {
                group.addTask {
                    // The cell type of the previous row, kept while rows are of one type: copying a
                    // `CellType` out of the registry retains objects every task shares, whose counts
                    // the cores would pass back and forth.
                    var previous: (type: ObjectIdentifier, cellType: CellType?)?
                    while let rows = cursor.claim() {
                        for viewModel in viewModels[rows] {
                            let type = ObjectIdentifier(Swift.type(of: viewModel))
                            if previous?.type != type { previous = (type, registry.cellType(for: viewModel)) }
                            previous?.cellType?.calculateCoordinates(viewModel, tableSize)
                        }
                    }
                }
            }
        }
    }
}
