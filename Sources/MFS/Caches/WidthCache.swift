/// A frame cache of the pattern: a loosely typed dictionary split first by the
/// width of the table (or screen), so each orientation keeps its own values:
/// `{ width: { key: value } }`. Users MAY store extra keys (`baseCellHeight`,
/// flags) next to the frames; the typed accessors are in `WidthCache+Typed`.
///
/// Underneath, values are compact entries (`CacheEntry`) in slots of one
/// buffer (`WidthCacheSlotBuffer`) looked up by width and interned key: a hit
/// on a compact value hashes no string, allocates nothing and takes no lock.
/// A value with no compact form (a dictionary other than size bounds) is kept
/// as itself (a real reference), in a dictionary by slot that only the holder
/// of the cache's mutex touches; reading one takes the mutex.
///
/// Thread safety: every method MAY be called from any thread at once. Writes
/// are serialized by the cache's mutex (a `PthreadMutex`, which the thread
/// sanitizer follows). A value computed by two threads at the same time is stored once: storing an identical value changes nothing,
/// which is the usual case since frame functions are pure.
///
/// Memory and eviction: a value takes one slot (56 bytes) for as long as it
/// is stored; replacing a value rewrites its slot in place. Nothing is evicted
/// but by `removeAll`, which forgets every value and keeps the slots for the
/// values that follow. A full table is copied into one twice as large and
/// kept for readers still in it (`WidthCacheSlotBuffer`), so a cache's memory
/// is set by the most values it held at once: at most four times their slots.
public final class WidthCache: Sendable {
    private let slots: WidthCacheSlotBuffer
    /// The values of `object` slots, by slot index; the lock every writer holds.
    private let objects = PthreadMutex<[Int: CacheValue]>([:])

    public convenience init() {
        self.init(firstCapacity: 4)
    }

    /// A cache whose first table holds `firstCapacity` values (each next one twice as many).
    init(firstCapacity: Int) {
        slots = WidthCacheSlotBuffer(firstCapacity: firstCapacity)
    }

    /// The compact entry stored under `key` for `width` (an `object` entry
    /// stands for a value kept beside it), `nil` when absent. Takes no lock.
    func entry(_ key: CacheKey, width: Double) -> CacheEntry? {
        slots.find(key: key.id, width: width)?.entry
    }

    /// The value stored under `key` for `width`, `nil` when absent.
    public func value(_ key: CacheKey, width: Double) -> CacheValue? {
        guard let entry = entry(key, width: width) else { return nil }
        if let value = entry.value { return value }
        return objects.withLock { objects in
            slots.find(key: key.id, width: width).flatMap { found in found.entry.value ?? objects[found.index] }
        }
    }

    /// Stores `value` under `key` for `width`, replacing what was there.
    public func setValue(_ value: CacheValue, _ key: CacheKey, width: Double) {
        let entry = CacheEntry(value)
        store(entry, object: entry.kind == .object ? value : nil, key, width: width)
    }

    /// Stores `entry` under `key` for `width` (with `object`, the value of an
    /// `object` entry); an identical value already there is kept.
    func store(_ entry: CacheEntry, object: CacheValue? = nil, _ key: CacheKey, width: Double) {
        objects.withLock { objects in
            guard let found = slots.find(key: key.id, width: width) else {
                // A slot past the count has no object: `removeAll` forgets them with the slots.
                if let object { objects[slots.count] = object }
                return slots.append(entry, key: key.id, width: width)
            }
            let holdsObject = entry.kind == .object || found.entry.kind == .object
            if found.entry.isIdentical(to: entry), !holdsObject || objects[found.index] == object { return }
            if holdsObject { objects[found.index] = object }
            slots.replace(at: found.index, with: entry, key: key.id, width: width)
        }
    }

    /// Everything stored for `width`: the loose dictionary, keyed by name.
    public func values(width: Double) -> [String: CacheValue] {
        objects.withLock { objects in
            var values: [String: CacheValue] = [:]
            for index in 0..<slots.count {
                let slot = slots.slot(at: index)
                guard slot.width == width else { continue }
                values[CacheKey(id: slot.key).name] = slot.entry.value ?? objects[index]
            }
            return values
        }
    }

    /// The widths that have values, ascending.
    public var widths: [Double] {
        Set((0..<slots.count).map { slots.slot(at: $0).width }).sorted()
    }

    /// The slots holding values: one per key and width stored since the last `removeAll`.
    var slotsInUse: Int { slots.count }

    /// Forgets every width (a memory warning; a benchmark's cold start).
    public func removeAll() {
        objects.withLock { objects in
            objects.removeAll()
            slots.reset()
        }
    }
}
