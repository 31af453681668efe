import Dispatch
import Synchronization

/// Runs independent work on several cores at once (`DispatchQueue.concurrentPerform`),
/// checked by the compiler: the work is `@Sendable` and its results are `Sendable`.
/// The one parallel utility of the site build, the site checker and the tests.
public enum Parallel {
    /// `body(index)` for every index in `0..<count`, on up to `width` threads
    /// at once (default: one per core), the calling thread among them; the
    /// results in index order, so the output never depends on scheduling.
    /// Indexes are handed out in order, one at a time, to whichever thread is free.
    public static func map<T: Sendable>(_ count: Int, width: Int = Precomputation.coreCount,
                                        _ body: @Sendable (Int) -> T) -> [T] {
        let next = Atomic<Int>(0)
        let results = PthreadMutex([T?](repeating: nil, count: count))
        DispatchQueue.concurrentPerform(iterations: max(1, min(width, count))) { _ in
            while true {
                let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard index < count else { return }
                let value = body(index)
                results.withLock { $0[index] = value }
            }
        }
        return results.withLock { $0.map { $0! } }
    }

    /// Drops `value` on a background thread and returns at once: freeing a
    /// build's pages (large trees) takes milliseconds no caller waits for.
    /// What only `value` holds is freed later, or never if the process exits first.
    public static func releaseInBackground<T: Sendable>(_ value: consuming T) {
        // Moved into a box of its own, so the caller keeps no reference that
        // could end up the last one and free `value` on the caller's thread.
        let box = Released(consume value)
        DispatchQueue.global(qos: .utility).async { box.value.withLock { $0 = nil } }
    }

    /// What `releaseInBackground` frees.
    private final class Released<T: Sendable>: Sendable {
        let value: PthreadMutex<T?>
        init(_ value: consuming T) { self.value = PthreadMutex(consume value) }
    }
}
