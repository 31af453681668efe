import Synchronization

/// A frame cache of the pattern: a loosely typed dictionary split first by the
/// width of the table (or screen), so each orientation keeps its own values:
/// `{ width: { key: value } }`. Users MAY store extra keys (`baseCellHeight`,
/// flags) next to the frames; the typed accessors are in `WidthCache+Typed`.
///
/// Underneath, values are compact entries (`CacheEntry`) in one flat table
/// (`WidthCacheTable`) looked up by width and interned key: a hit hashes no
/// string, allocates nothing and takes no lock.
///
/// Thread safety: every method MAY be called from any thread at once. Reads
/// take no lock (the table publishes each entry with release ordering);
/// writes are serialized by a pthread mutex, one of a few shared by all
/// caches (`WidthCacheLocks`), which the thread sanitizer understands. A value computed by
/// two threads at the same time is stored once: storing an identical value
/// changes nothing, which is the usual case since frame functions are pure.
///
/// Memory: a value is 48 bytes. A table that grows, a value replaced by a
/// different one and `removeAll` leave the old table in place for readers
/// still in it; old tables are freed with the cache. Frame caches store each
/// value once per width, so their old tables together are smaller than the
/// newest one.
public final class WidthCache: @unchecked Sendable {
    /// The newest table's address; `nil` before the first value.
    private let newest = Atomic<UnsafeMutableRawPointer?>(nil)

    public init() {}

    deinit {
        var table = newest.load(ordering: .acquiring).map(WidthCacheTable.init)
        while let current = table {
            table = current.previous
            current.deallocate()
        }
    }

    private var table: WidthCacheTable? {
        newest.load(ordering: .acquiring).map(WidthCacheTable.init)
    }

    /// The entry stored under `key` for `width`, `nil` when absent. Takes no lock.
    func entry(_ key: CacheKey, width: Double) -> CacheEntry? {
        guard let table else { return nil }
        return table.index(of: key.id, width: width).map(table.entry(at:))
    }

    /// Stores `entry` under `key` for `width`, taking its box; an identical
    /// entry already there is kept and `entry` released.
    func store(_ entry: CacheEntry, _ key: CacheKey, width: Double) {
        withWriteLock {
            guard let current = table else {
                let first = WidthCacheTable.make(capacity: Self.firstCapacity, previous: nil, copying: false)
                first.append(entry, key: key.id, width: width)
                return publish(first)
            }
            if let index = current.index(of: key.id, width: width) {
                guard !current.entry(at: index).isIdentical(to: entry) else { return entry.release() }
                let replaced = WidthCacheTable.make(capacity: current.capacity, previous: current, copying: true)
                replaced.replace(at: index, with: entry)
                return publish(replaced)
            }
            guard current.count == current.capacity else { return current.append(entry, key: key.id, width: width) }
            let grown = WidthCacheTable.make(capacity: 2 * current.capacity, previous: current, copying: true)
            grown.append(entry, key: key.id, width: width)
            publish(grown)
        }
    }

    /// The value stored under `key` for `width`, `nil` when absent.
    public func value(_ key: CacheKey, width: Double) -> CacheValue? {
        entry(key, width: width)?.value
    }

    /// Stores `value` under `key` for `width`, replacing what was there.
    public func setValue(_ value: CacheValue, _ key: CacheKey, width: Double) {
        store(CacheEntry(value), key, width: width)
    }

    /// Everything stored for `width`: the loose dictionary, keyed by name.
    public func values(width: Double) -> [String: CacheValue] {
        guard let table else { return [:] }
        var values: [String: CacheValue] = [:]
        for index in 0..<table.count where table.width(at: index) == width {
            values[CacheKey(id: table.key(at: index)).name] = table.entry(at: index).value
        }
        return values
    }

    /// The widths that have values, ascending.
    public var widths: [Double] {
        guard let table else { return [] }
        return Set((0..<table.count).map(table.width(at:))).sorted()
    }

    /// Forgets every width (a memory warning; a benchmark's cold start).
    public func removeAll() {
        withWriteLock {
            guard let current = table, current.count > 0 else { return }
            publish(WidthCacheTable.make(capacity: Self.firstCapacity, previous: current, copying: false))
        }
    }

    /// Entries in a new cache's first table; each new table doubles it.
    private static let firstCapacity = 4

    /// Makes `table` the one readers find; its entries were written before.
    private func publish(_ table: WidthCacheTable) {
        newest.store(table.address, ordering: .releasing)
    }

    private func withWriteLock(_ body: () -> Void) {
        WidthCacheLocks.withLock(for: self, body)
    }
}
