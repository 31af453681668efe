import Foundation

/// Frames computed ahead of time, off the main thread, from view models alone
/// (MFS-SPEC, "Background pre-computation").
public enum Precomputation {
    /// The cores this machine runs tasks on.
    public static var coreCount: Int { ProcessInfo.processInfo.activeProcessorCount }

    /// Calls each view model's cell class's `calculateCoordinates` for
    /// `tableSize`, split over `tasks` child tasks (contiguous chunks) on the
    /// global executor. Safe because frame functions are pure and the caches
    /// are thread-safe; view models without a cell class are skipped.
    public static func calculateCoordinates(_ viewModels: [any CellViewModel], tableSize: Size,
                                            registry: CellRegistry, tasks: Int = coreCount) async {
        let chunk = max(1, (viewModels.count + max(1, tasks) - 1) / max(1, tasks))
        await withTaskGroup(of: Void.self) { group in
            for start in stride(from: 0, to: viewModels.count, by: chunk) {
                let slice = viewModels[start..<min(start + chunk, viewModels.count)]
                group.addTask {
                    for viewModel in slice {
                        registry.cellType(for: viewModel)?.calculateCoordinates(viewModel, tableSize)
                    }
                }
            }
        }
    }
}
