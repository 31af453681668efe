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
}
