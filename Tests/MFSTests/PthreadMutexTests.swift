import Testing
import Foundation
import MFS

/// `PthreadMutex`: its value is changed by one thread at a time.
@Suite struct PthreadMutexTests {
    @Test func incrementsFromManyThreadsAreAllCounted() {
        let counter = PthreadMutex([Int]())
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for step in 0..<1_000 { counter.withLock { $0.append(thread * 1_000 + step) } }
        }
        #expect(counter.withLock { $0.sorted() } == Array(0..<8_000))
    }
}
