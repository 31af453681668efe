import Dispatch
import MFS
import Synchronization
import Testing
import TestSupport

/// `Parallel`, the one parallel utility (in `MFS`; tested here, beside its main user).
@Suite struct ParallelTests {
    @Test(arguments: [(0, 2), (1, 2), (5, 1), (1001, 2), (1001, 64)])
    func mapReturnsEveryResultInIndexOrder(count: Int, width: Int) {
        let calls = Atomic(0)
        let results = Parallel.map(count, width: width) { index in
            calls.wrappingAdd(1, ordering: .relaxed)
            return "item \(index)"
        }
        #expect(results == (0..<count).map { "item \($0)" })
        #expect(calls.load(ordering: .relaxed) == count)
    }

    /// Two items meet at a barrier: both get through only if they run at the same time.
    @Test func mapRunsItemsAtTheSameTime() {
        let barrier = Barrier(parties: 2)
        #expect(Parallel.map(2, width: 2) { _ in barrier.arrive() } == [true, true])
    }

    /// Freed on another thread: the value's `deinit` meets the caller, after
    /// `releaseInBackground` returned, at a barrier.
    @Test func releaseInBackgroundFreesTheValueOnAnotherThread() {
        let barrier = Barrier(parties: 2)
        let met = PthreadMutex(false), done = DispatchSemaphore(value: 0)
        Parallel.releaseInBackground(Tracked {
            let arrived = barrier.arrive()
            met.withLock { $0 = arrived }
            done.signal()
        })
        _ = barrier.arrive()
        #expect(done.wait(timeout: .now() + 20) == .success)
        #expect(met.withLock { $0 })
    }

    @Test(arguments: [1, 1001])
    func releaseInBackgroundFreesEveryValue(count: Int) {
        let freed = PthreadMutex(0), done = DispatchSemaphore(value: 0)
        Parallel.releaseInBackground((0..<count).map { _ in
            Tracked { if freed.withLock({ $0 += 1; return $0 == count }) { done.signal() } }
        })
        #expect(done.wait(timeout: .now() + 20) == .success)
        #expect(freed.withLock { $0 } == count)
    }

    /// Calls `onDeinit` when freed.
    private final class Tracked: Sendable {
        let onDeinit: @Sendable () -> Void
        init(_ onDeinit: @escaping @Sendable () -> Void) { self.onDeinit = onDeinit }
        deinit { onDeinit() }
    }
}
