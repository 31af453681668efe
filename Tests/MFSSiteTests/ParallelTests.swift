import Foundation
import Testing
@testable import MFSSite

@Suite struct ParallelTests {
    /// Counts the instances freed, from any thread.
    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        var freed: Int { lock.withLock { count } }
        func add() { lock.withLock { count += 1 } }
    }

    private final class Tracked {
        let counter: Counter
        init(_ counter: Counter) { self.counter = counter }
        deinit { counter.add() }
    }

    @Test(arguments: [0, 1, 2, 3, 1001])
    func releaseFreesEveryValueBeforeReturning(count: Int) {
        let counter = Counter()
        Parallel.release((0..<count).map { _ in Tracked(counter) })
        #expect(counter.freed == count)
    }
}
