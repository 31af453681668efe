import Foundation

extension Array where Element: Sendable {
    /// `map`, running `transform` on up to `width` elements at once on
    /// background threads; results keep the order of the elements.
    func concurrentMap<T: Sendable>(width: Int, _ transform: @Sendable @escaping (Element) -> T) -> [T] {
        let slots = ResultSlots<T>(count: count)
        DispatchQueue.concurrentPerform(iterations: Swift.min(width, count)) { _ in
            while let index = slots.claim() {
                slots.set(index, transform(self[index]))
            }
        }
        return slots.values()
    }
}

/// Lock-guarded result slots of `concurrentMap`, handing each index to one worker.
private final class ResultSlots<T>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [T?]
    private var cursor = 0

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    /// The next index no worker has claimed yet, or `nil` when all are taken.
    func claim() -> Int? {
        lock.withLock {
            guard cursor < slots.count else { return nil }
            defer { cursor += 1 }
            return cursor
        }
    }

    func set(_ index: Int, _ value: T) {
        lock.withLock { slots[index] = value }
    }

    /// The results; MUST be called after every claimed index was set.
    func values() -> [T] {
        lock.withLock { slots.map { $0! } }
    }
}
