import Dispatch
import MFS

/// Engine hook: what the app's `DispatchQueue.main`, `DispatchQueue.global(qos:)`
/// and `DispatchQueue.concurrentPerform(iterations:execute:)` become in its
/// instrumented build (`mfs-instrument`). The app's code stays plain GCD; here
/// `async` queues the block on the current `HeadlessRunLoop`, which the screen's
/// driver runs, so a figure can show the moment a page is still in flight, and
/// `concurrentPerform` runs on every core and records what each worker did.
package struct HeadlessQueue: Sendable {
    private let isMain: Bool

    /// `DispatchQueue.main`.
    package static let main = HeadlessQueue(isMain: true)

    /// `DispatchQueue.global(qos:)`: every quality of service is one background queue.
    package static func global(qos: DispatchQoS.QoSClass = .default) -> HeadlessQueue {
        HeadlessQueue(isMain: false)
    }

    /// Queues `work` on the current run loop; with none (no driver), runs it at once.
    package func async(execute work: @escaping () -> Void) {
        guard let runLoop = HeadlessRunLoop.current else { return work() }
        runLoop.enqueue(isMain: isMain, work)
    }

    /// `work(index)` for every index in `0..<iterations`, on every core, the caller's
    /// thread too (`Precomputation.perform`); returns when all are done, and records
    /// what each worker did on the current run loop. `work` MUST be safe to run on
    /// several threads at once, as GCD's is.
    package static func concurrentPerform(iterations: Int, execute work: (Int) -> Void) {
        let workers = withoutActuallyEscaping(work) { work in
            let shared = ConcurrentWork(work)
            return Precomputation.perform(iterations) { shared.body($0) }
        }
        HeadlessRunLoop.current?.record(workers)
    }
}
