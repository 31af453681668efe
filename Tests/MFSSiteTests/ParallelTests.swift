import Foundation
import Testing
@testable import MFSSite

@Suite struct ParallelTests {
    /// Counts the instances freed, and on which threads, from any thread.
    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        private var threads = Set<UInt>()
        var freed: Int { lock.withLock { count } }
        var freeingThreads: Set<UInt> { lock.withLock { threads } }
        func add() { lock.withLock { count += 1; threads.insert(UInt(bitPattern: Int(bitPattern: pthread_self()))) } }
    }

    private final class Tracked: Sendable {
        let counter: Counter
        init(_ counter: Counter) { self.counter = counter }
        deinit { counter.add() }
    }

    @Test(arguments: [1, 3, 1001])
    func releaseInBackgroundFreesEveryValueOnAnotherThread(count: Int) {
        let counter = Counter()
        Parallel.releaseInBackground((0..<count).map { _ in Tracked(counter) })
        let caller = UInt(bitPattern: Int(bitPattern: pthread_self()))
        // This thread stays busy waiting, so the values can only be freed on another one.
        let deadline = ContinuousClock.now + .seconds(10)
        while counter.freed < count && ContinuousClock.now < deadline { usleep(1000) }
        #expect(counter.freed == count)
        #expect(!counter.freeingThreads.contains(caller))
    }
}
