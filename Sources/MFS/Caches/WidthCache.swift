import Synchronization

/// A frame cache of the pattern: a loosely typed dictionary split first by the
/// width of the table (or screen), so each orientation keeps its own values:
/// `{ width: { key: value } }`. Users MAY store extra keys (`baseCellHeight`,
/// flags) next to the frames; the typed accessors are in `WidthCache+Typed`.
///
/// Thread safety: every method MAY be called from any thread at once; reads and
/// writes of one width's dictionary are atomic. A value computed by two threads
/// at the same time is stored twice, which is harmless because frame functions
/// are pure (both computed the same value).
public final class WidthCache: Sendable {
    private let storage = Mutex<[Double: [String: CacheValue]]>([:])

    public init() {}

    /// The value stored under `key` for `width`, `nil` when absent.
    public func value(_ key: String, width: Double) -> CacheValue? {
        storage.withLock { $0[width]?[key] }
    }

    /// Stores `value` under `key` for `width`, replacing what was there.
    public func setValue(_ value: CacheValue, _ key: String, width: Double) {
        storage.withLock { $0[width, default: [:]][key] = value }
    }

    /// Everything stored for `width`: the loose dictionary itself.
    public func values(width: Double) -> [String: CacheValue] {
        storage.withLock { $0[width] ?? [:] }
    }

    /// The widths that have values, ascending.
    public var widths: [Double] {
        storage.withLock { $0.keys.sorted() }
    }

    /// Forgets every width (a memory warning; a benchmark's cold start).
    public func removeAll() {
        storage.withLock { $0.removeAll() }
    }
}
