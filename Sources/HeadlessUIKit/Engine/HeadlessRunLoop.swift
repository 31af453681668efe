import MFS

/// Engine hook: the main and background queues of one screen's run, which the
/// app's `DispatchQueue.main.async` and `DispatchQueue.global(qos:).async` fill
/// (`HeadlessQueue`). The engine has no run loop of its own: a block waits here
/// until whoever drives the screen runs the queues (`runUntilIdle`,
/// `runBackground`), on the driver's thread, in the order they were queued.
/// Blocks nobody runs are dropped with the run loop, as a page in flight is
/// when an app is killed. Safe to fill from any thread.
package final class HeadlessRunLoop: Sendable {
    /// A queued block and whether it is for the main queue.
    private struct Queued {
        let isMain: Bool
        let work: () -> Void
    }

    /// The run loop the calling task or thread fills, set by `run`.
    @TaskLocal package static var current: HeadlessRunLoop?

    private let queued = PthreadMutex<[Queued]>([])
    private let lastWorkers = PthreadMutex<[PrecomputationWorker]>([])

    package init() {}

    /// `body` with this run loop current: the blocks the app's code queues in it wait here.
    package func run<Result>(_ body: () throws -> Result) rethrows -> Result {
        try Self.$current.withValue(self) { try body() }
    }

    /// Runs the queued blocks in order, and the blocks they queue, until none is left.
    package func runUntilIdle() {
        run { while let work = next(includingMain: true) { work() } }
    }

    /// Runs the queued background blocks in order, and the background blocks they queue,
    /// until none is left; main-queue blocks stay queued.
    package func runBackground() {
        run { while let work = next(includingMain: false) { work() } }
    }

    /// How many blocks wait for the main queue, and for a background queue.
    package var waiting: (main: Int, background: Int) {
        queued.withLock { queued in
            let main = queued.count(where: \.isMain)
            return (main, queued.count - main)
        }
    }

    /// What each worker of the last `concurrentPerform` run under this run loop did.
    package var workers: [PrecomputationWorker] { lastWorkers.withLock { $0 } }

    func enqueue(isMain: Bool, _ work: @escaping () -> Void) {
        queued.withLock { $0.append(Queued(isMain: isMain, work: work)) }
    }

    func record(_ workers: [PrecomputationWorker]) {
        lastWorkers.withLock { $0 = workers }
    }

    private func next(includingMain: Bool) -> (() -> Void)? {
        queued.withLock { queued in
            guard let index = queued.firstIndex(where: { includingMain || !$0.isMain }) else { return nil }
            return queued.remove(at: index).work
        }
    }
}
