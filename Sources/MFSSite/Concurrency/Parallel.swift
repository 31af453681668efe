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

    /// Drops `value` on a background thread and returns at once: freeing a
    /// build's pages (large trees) takes milliseconds no caller waits for.
    /// What only `value` holds is freed later, or never if the process exits first.
    static func releaseInBackground<T: Sendable>(_ value: consuming T) {
        // Moved into a slot of its own, so the caller keeps no reference that
        // could end up the last one, and free `value` on the caller's thread.
        let slot = UnsafeMutablePointer<T>.allocate(capacity: 1)
        slot.initialize(to: consume value)
        nonisolated(unsafe) let owned = slot
        DispatchQueue.global(qos: .utility).async {
            owned.deinitialize(count: 1)
            owned.deallocate()
        }
    }
}
