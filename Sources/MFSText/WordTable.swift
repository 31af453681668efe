/// A bounded hash table from a word's UTF-8 bytes to its metrics.
///
/// Keys compare byte for byte, not by canonical equivalence (a precomposed
/// and a decomposed "é" are equal Swift strings but shape differently).
/// Bound: at most `maxEntries` words and `maxBytes` key bytes; an insert
/// that would pass either empties the table first. Not thread-safe.
struct WordTable {
    static let maxEntries = 16_384
    static let maxBytes = 1 << 20

    private struct Entry {
        var start: Int
        var count: Int
        var hash: Int
        var metrics: WordMetrics
    }

    /// Entry index + 1 by hash slot; 0 is empty. Twice `maxEntries`, a power of two.
    private var slots = [Int32](repeating: 0, count: 2 * maxEntries)
    private var keys: [UInt8] = []
    private var entries: [Entry] = []

    var count: Int { entries.count }

    /// FNV-1a over the bytes.
    static func hash(_ word: UnsafeBufferPointer<UInt8>) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in word { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return Int(truncatingIfNeeded: hash)
    }

    /// The metrics stored for `word` (whose `hash` is `WordTable.hash(word)`).
    func metrics(of word: UnsafeBufferPointer<UInt8>, hash: Int) -> WordMetrics? {
        let mask = slots.count - 1
        var slot = hash & mask
        while slots[slot] != 0 {
            let entry = entries[Int(slots[slot]) - 1]
            if entry.hash == hash, entry.count == word.count, keys.withUnsafeBufferPointer({ keys in
                word.elementsEqual(UnsafeBufferPointer(rebasing: keys[entry.start..<entry.start + entry.count]))
            }) {
                return entry.metrics
            }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Stores `metrics` for `word`, which MUST not be stored yet; a word longer
    /// than `maxBytes` is not stored.
    mutating func insert(_ word: UnsafeBufferPointer<UInt8>, hash: Int, metrics: WordMetrics) {
        guard word.count <= Self.maxBytes else { return }
        if entries.count == Self.maxEntries || keys.count + word.count > Self.maxBytes { removeAll() }
        entries.append(Entry(start: keys.count, count: word.count, hash: hash, metrics: metrics))
        keys.append(contentsOf: word)
        let mask = slots.count - 1
        var slot = hash & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(entries.count)
    }

    mutating func removeAll() {
        slots = [Int32](repeating: 0, count: slots.count)
        keys.removeAll(keepingCapacity: true)
        entries.removeAll(keepingCapacity: true)
    }
}
