import MFS

/// Parallel work over a page of view models, engine-provided (on iOS, a
/// concurrent `DispatchQueue` and `concurrentPerform`).
package typealias Precomputation = MFS.Precomputation

extension Precomputation {
    /// Calls `body` with each element's index, on `workers` workers that
    /// `Parallel.map` runs on the cores (the calling thread is one of them),
    /// each claiming one index at a time until none is left; returns what each
    /// worker did, in worker order. Synchronous and safe on any thread:
    /// the caller works too, so it never waits for a thread that cannot come (as
    /// waiting for a task of Swift's cooperative pool can). `body` MUST be safe to
    /// run on several threads at once.
    package static func perform(_ count: Int, workers: Int = coreCount,
                               _ body: @Sendable (Int) -> Void) -> [PrecomputationWorker] {
        let workers = max(1, workers), cursor = BatchCursor(count: count, batch: 1)
        return Parallel.map(workers, width: workers) { _ in
            let start = ThreadCPUClock.now
            var rows: [Int] = []
            while let claimed = cursor.claim() {
                for index in claimed {
                    body(index)
                    rows.append(index)
                }
            }
            return PrecomputationWorker(rows: rows, cpuTime: ThreadCPUClock.now - start)
        }
    }
}
