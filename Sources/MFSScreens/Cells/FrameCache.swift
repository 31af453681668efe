import UIKit

// region: FrameCache
/// Values computed for a width, kept per width and name: `{ width: { name: value } }`,
/// so each orientation keeps its own. Safe from any thread: every read and
/// write holds the lock, for one dictionary access, never while computing.
public final class FrameCache<Value: Sendable>: @unchecked Sendable {
    private var values: [CGFloat: [String: Value]] = [:]
    private let lock = NSLock()

    public init() {}

    /// The value stored under `name` for `width`; storing `nil` removes it.
    public subscript(name: String, width width: CGFloat) -> Value? {
        get {
            lock.lock()
            defer { lock.unlock() }
            return values[width]?[name]
        }
        set {
            lock.lock()
            defer { lock.unlock() }
            values[width, default: [:]][name] = newValue
        }
    }

    /// The value stored under `name` for `width`, else `compute()`'s, stored.
    /// `compute` runs without the lock, so it MAY call frame functions that use
    /// this cache. Two threads that miss at once both compute; frame functions
    /// are pure, so both store the same value.
    public func value(_ name: String, width: CGFloat, orCompute compute: () -> Value) -> Value {
        if let value = self[name, width: width] { return value }
        let value = compute()
        self[name, width: width] = value
        return value
    }

    /// Forgets every value (when the text size changes, say).
    public func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        values.removeAll()
    }

    /// Forgets the values of every width but `width` (on a memory warning, say).
    public func removeAll(exceptWidth width: CGFloat) {
        lock.lock()
        defer { lock.unlock() }
        values = values.filter { $0.key == width }
    }
}
// endregion
