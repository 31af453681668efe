/// A bounded hash table from a word's UTF-8 bytes to its metrics.
///
/// Keys compare byte for byte, not by canonical equivalence (a precomposed
/// and a decomposed "é" are equal Swift strings but shape differently).
/// Bound: at most `maxEntries` words and `maxBytes` key bytes; an insert
/// that would pass either empties the table first. The hash slots grow with
/// the words held (at least twice as many), and emptying returns them to
/// their first few, so a table holding few words stays in the processor's
/// cache; emptying costs as much as the words held. Not thread-safe.
struct WordTable {
    let maxEntries: Int
    let maxBytes: Int

    private struct Entry {
        var start: Int
        var count: Int
        var hash: Int
        /// The slot that holds this entry.
        var slot: Int
        var metrics: WordMetrics
    }

    /// Entry index + 1 by hash slot; 0 is empty. A power of two, at least
    /// `initialSlots` and twice the entries.
    private var slots = [Int32](repeating: 0, count: Self.initialSlots)
    private static let initialSlots = 64
    private var keys: [UInt8] = []
    private var entries: [Entry] = []

    /// - Precondition: `maxEntries` is positive and below 2^30.
    init(maxEntries: Int = 16_384, maxBytes: Int = 1 << 20) {
        precondition(maxEntries > 0 && maxEntries < 1 << 30)
        self.maxEntries = maxEntries
        self.maxBytes = maxBytes
    }

    var count: Int { entries.count }

    /// FNV-1a over the bytes.
    static func hash(_ word: UnsafeBufferPointer<UInt8>) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in word { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return Int(truncatingIfNeeded: hash)
    }

    /// The metrics stored for `word` (whose `hash` is `WordTable.hash(word)`).
    func metrics(of word: UnsafeBufferPointer<UInt8>, hash: Int) -> WordMetrics? {
        find(word, hash: hash).entry.map { entries[$0].metrics }
    }

    /// Stores `metrics` for `word` unless it is stored; a word longer than
    /// `maxBytes` is not stored.
    mutating func insert(_ word: UnsafeBufferPointer<UInt8>, hash: Int, metrics: WordMetrics) {
        guard word.count <= maxBytes else { return }
        if entries.count == maxEntries || keys.count + word.count > maxBytes { removeAll() }
        if 2 * (entries.count + 1) > slots.count { grow() }
        let found = find(word, hash: hash)
        guard found.entry == nil else { return }
        entries.append(Entry(start: keys.count, count: word.count, hash: hash, slot: found.slot, metrics: metrics))
        keys.append(contentsOf: word)
        slots[found.slot] = Int32(entries.count)
    }

    /// The entry index of `word`, with its slot, or the empty slot where it would go.
    private func find(_ word: UnsafeBufferPointer<UInt8>, hash: Int) -> (slot: Int, entry: Int?) {
        let mask = slots.count - 1
        var slot = hash & mask
        while slots[slot] != 0 {
            let entry = Int(slots[slot]) - 1
            if entries[entry].hash == hash, entries[entry].count == word.count {
                let start = entries[entry].start
                if keys.withUnsafeBufferPointer({ UnsafeBufferPointer(rebasing: $0[start..<start + word.count]).hasSameBytes(as: word) }) {
                    return (slot, entry)
                }
            }
            slot = (slot + 1) & mask
        }
        return (slot, nil)
    }

    /// Doubles the slots and places every entry again.
    private mutating func grow() {
        slots = [Int32](repeating: 0, count: 2 * slots.count)
        let mask = slots.count - 1
        for index in entries.indices {
            var slot = entries[index].hash & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index + 1)
            entries[index].slot = slot
        }
    }

    mutating func removeAll() {
        if slots.count > Self.initialSlots {
            slots = [Int32](repeating: 0, count: Self.initialSlots)
        } else {
            for entry in entries { slots[entry.slot] = 0 }
        }
        keys.removeAll(keepingCapacity: true)
        entries.removeAll(keepingCapacity: true)
    }
}
