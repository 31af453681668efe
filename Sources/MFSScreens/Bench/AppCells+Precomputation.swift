import UIKit

extension AppCells {
    /// Each view model's class's `calculateCoordinates` for `tableSize`, on
    /// `tasks` background tasks (default: one per core), for the engine bench and
    /// the tests that vary the task count: safe because frame functions are pure
    /// and the caches are thread-safe. The app's own path is the profile
    /// controller's `concurrentPerform`.
    public static func calculateCoordinates(_ viewModels: [any CellViewModel], tableSize: CGSize,
                                            tasks: Int? = nil) async {
        await Precomputation.forEach(viewModels, tasks: tasks ?? Precomputation.coreCount) {
            calculateCoordinates($0, tableSize: tableSize)
        }
    }
}
