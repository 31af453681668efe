import Foundation

/// A frame cache of the pattern: a loosely typed dictionary split first by the
/// width of the table (or screen), so each orientation keeps its own values:
/// `{ width: { key: value } }`. Users MAY store extra keys (`baseCellHeight`,
/// flags) next to the frames; the typed accessors are in `WidthCache+Typed`.
///
/// Thread safety: every method MAY be called from any thread at once; reads and
/// writes of one width's dictionary are atomic. A value computed by two
/// threads at the same time is stored twice, which is harmless because frame
/// functions are pure (both computed the same value). The lock is a pthread
/// mutex (`NSLock`), which the thread sanitizer understands; it does not see
/// the futex inside `Synchronization.Mutex` and reports false races through it.
public final class WidthCache: @unchecked Sendable {
    /// One width's dictionary.
    private struct Entry {
        var width: Double
        var values: [String: CacheValue]
    }

    /// The widths are few (one per orientation): the first is kept inline and
    /// the others in a short array searched in order, so a lookup neither
    /// hashes the width nor follows more pointers than it must.
    private struct Entries {
        var first: Entry?
        var others: [Entry] = []

        var all: [Entry] { (first.map { [$0] } ?? []) + others }
    }

    private let lock = NSLock()
    /// Touched only inside `withLock`: that is what makes the class `Sendable`.
    private var entries = Entries()

    public init() {}

    /// The value stored under `key` for `width`, `nil` when absent.
    public func value(_ key: String, width: Double) -> CacheValue? {
        withLock { entries in
            if let first = entries.first, first.width == width { return first.values[key] }
            for index in entries.others.indices where entries.others[index].width == width {
                return entries.others[index].values[key]
            }
            return nil
        }
    }

    /// Stores `value` under `key` for `width`, replacing what was there.
    public func setValue(_ value: CacheValue, _ key: String, width: Double) {
        withLock { entries in
            if entries.first == nil { entries.first = Entry(width: width, values: [:]) }
            if entries.first?.width == width {
                entries.first?.values[key] = value
            } else if let index = entries.others.firstIndex(where: { $0.width == width }) {
                entries.others[index].values[key] = value
            } else {
                entries.others.append(Entry(width: width, values: [key: value]))
            }
        }
    }

    /// Everything stored for `width`: the loose dictionary itself.
    public func values(width: Double) -> [String: CacheValue] {
        withLock { entries in entries.all.first { $0.width == width }?.values ?? [:] }
    }

    /// The widths that have values, ascending.
    public var widths: [Double] {
        withLock { entries in entries.all.map(\.width).sorted() }
    }

    private func withLock<R>(_ body: (inout Entries) -> R) -> R {
        lock.lock()
        defer { lock.unlock() }
        return body(&entries)
    }

    /// Forgets every width (a memory warning; a benchmark's cold start).
    public func removeAll() {
        withLock { $0 = Entries() }
    }
}
