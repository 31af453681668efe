import Foundation

/// Work done ahead of time, off the main thread, on every core (MFS-SPEC,
/// "Background pre-computation"): frames computed from view models alone.
public enum Precomputation {
    /// The cores this machine runs tasks on.
    public static var coreCount: Int { ProcessInfo.processInfo.activeProcessorCount }

    /// Elements a task claims at a time: enough to make claiming cost
    /// nothing, few enough that the tasks finish together.
    static let batch = 32

    /// Calls `body` with each element, on `tasks` child tasks on the global
    /// executor that claim batches of elements until none is left (a task on a
    /// busier core does fewer). `body` MUST be safe to run on several threads at once.
    public static func forEach<Element: Sendable>(_ elements: [Element], tasks: Int = coreCount,
                                                  _ body: @escaping @Sendable (Element) -> Void) async {
        let cursor = BatchCursor(count: elements.count, batch: batch)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<min(max(1, tasks), (elements.count + batch - 1) / batch) {
                group.addTask {
                    while let range = cursor.claim() {
                        for element in elements[range] { body(element) }
                    }
                }
            }
        }
    }
}
