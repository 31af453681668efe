import Synchronization

/// Hands out consecutive batches of indices to tasks that share it: each
/// claim is one atomic add, so a task that runs more (its core less busy)
/// takes more batches, and no task waits for another. Thread-safe.
public final class BatchCursor: Sendable {
    private let next = Atomic<Int>(0)
    private let count: Int
    private let batch: Int

    /// Batches of `batch` indices (at least 1) from `0..<count`.
    public init(count: Int, batch: Int) {
        self.count = count
        self.batch = max(1, batch)
    }

    /// The next unclaimed batch, `nil` when every index is claimed.
    public func claim() -> Range<Int>? {
        let start = next.add(batch, ordering: .relaxed).oldValue
        return start < count ? start..<min(start + batch, count) : nil
    }
}
