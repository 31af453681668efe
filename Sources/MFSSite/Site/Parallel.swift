import Foundation

/// Runs independent work on all cores with `DispatchQueue.concurrentPerform`.
enum Parallel {
    /// `body(index)` for every index in `0..<count`, concurrently; the results
    /// in index order, so the output never depends on scheduling. `body` MUST
    /// be safe to call from several threads at once.
    static func map<T>(_ count: Int, _ body: (Int) -> T) -> [T] {
        let buffer = UnsafeMutableBufferPointer<T?>.allocate(capacity: count)
        buffer.initialize(repeating: nil)
        defer { buffer.deinitialize(); buffer.deallocate() }
        nonisolated(unsafe) let slots = buffer
        withoutActuallyEscaping(body) { body in
            nonisolated(unsafe) let work = body
            DispatchQueue.concurrentPerform(iterations: count) { index in
                slots[index] = work(index)
            }
        }
        return buffer.map { $0! }
    }

    /// Drops `values`, so that what only they hold is freed on all cores, not
    /// on the caller's thread alone: the values are split into one share per
    /// core and each share is dropped on its own thread. Returns when all are dropped.
    static func release<T>(_ values: consuming [T]) {
        let shareCount = min(values.count, ProcessInfo.processInfo.activeProcessorCount)
        guard shareCount > 1 else { return }
        let size = (values.count + shareCount - 1) / shareCount
        var shares = stride(from: 0, to: values.count, by: size).map { Array(values[$0..<min($0 + size, values.count)]) }
        _ = consume values
        shares.withUnsafeMutableBufferPointer { buffer in
            nonisolated(unsafe) let slots = buffer
            DispatchQueue.concurrentPerform(iterations: slots.count) { slots[$0] = [] }
        }
    }
}
