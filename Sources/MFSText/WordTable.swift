/// A bounded hash table from a word's UTF-8 bytes to its metrics, with the
/// breaks and grapheme pens the metrics name. Each thread has its own for
/// each measurer (`Shaper`), so it is read and written without a lock.
///
/// Keys compare byte for byte, not by canonical equivalence (a precomposed
/// and a decomposed "é" are equal Swift strings but shape differently).
/// Bound: a layout first makes room for its words (`makeRoom`), emptying the
/// table when they could take it past `maxEntries` words or `maxBytes` key
/// bytes; so the entries a layout reads stay while it runs, and the table
/// holds at most its bounds or one text's words. The hash slots come with
/// the first word and grow with the words held (at least twice as many), and
/// emptying returns them to their first few, so a table holding few words
/// stays in the processor's cache; emptying costs as much as the words held,
/// and an empty table allocates nothing. Not thread-safe.
struct WordTable {
    let maxEntries: Int
    let maxBytes: Int

    private struct Entry {
        var start: Int
        var count: Int
        var hash: Int
        /// The slot that holds this entry.
        var slot: Int
    }

    /// Entry index + 1 by hash slot; 0 is empty. None before the first
    /// entry, then a power of two, at least `initialSlots` and twice the entries.
    private var slots: [Int32] = []
    private static let initialSlots = 64
    private var keys: [UInt8] = []
    private var entries: [Entry] = []
    /// Each entry's metrics, by entry index; `unmeasured` until `store` sets them.
    private(set) var metrics: [WordMetrics] = []
    /// The breaks of the words held (`WordMetrics.breaks` ranges).
    private(set) var breaks: [WordBreak] = []
    /// The grapheme pens of the words held that kept them (`WordMetrics.graphemes`).
    private(set) var graphemes: [GraphemePens] = []

    /// - Precondition: `maxEntries` is positive and below 2^30.
    init(maxEntries: Int = 16_384, maxBytes: Int = 1 << 20) {
        precondition(maxEntries > 0 && maxEntries < 1 << 30)
        self.maxEntries = maxEntries
        self.maxBytes = maxBytes
    }

    var count: Int { entries.count }

    /// The metrics of an entry not measured yet.
    static let unmeasured = WordMetrics(width: 0, widthAfterOtherScript: 0, scripts: ScriptRuns(UnsafeBufferPointer(start: nil, count: 0)),
                                        leadingKerning: 0, trailingKerning: 0)

    /// The FNV-1a hash of no bytes.
    static var emptyHash: Int { Int(bitPattern: 0xcbf2_9ce4_8422_2325) }

    /// The FNV-1a hash of the bytes hashed to `hash` and `byte`.
    @inline(__always)
    static func hash(_ hash: Int, adding byte: UInt8) -> Int {
        (hash ^ Int(byte)) &* 0x100_0000_01b3
    }

    /// Empties the table unless `words` more words of `bytes` bytes in all
    /// fit in its bounds.
    mutating func makeRoom(words: Int, bytes: Int) {
        if entries.count + words > maxEntries || keys.count + bytes > maxBytes { removeAll() }
    }

    /// The index of `word`'s entry (`hash` is `WordTable.hash(word)`), added
    /// with `unmeasured` metrics when the table lacks it (`isNew`).
    mutating func entry(_ word: UnsafeBufferPointer<UInt8>, hash: Int) -> (index: Int, isNew: Bool) {
        if 2 * (entries.count + 1) > slots.count { grow() }
        let found = find(word, hash: hash)
        if let entry = found.entry { return (entry, false) }
        entries.append(Entry(start: keys.count, count: word.count, hash: hash, slot: found.slot))
        keys.append(contentsOf: word)
        metrics.append(Self.unmeasured)
        slots[found.slot] = Int32(entries.count)
        return (entries.count - 1, true)
    }

    /// Sets entry `index`'s metrics, with the word's `breaks` and its
    /// grapheme pens when it kept them.
    mutating func store(_ measured: WordMetrics, breaks: [WordBreak], graphemes: GraphemePens?, at index: Int) {
        var measured = measured
        measured.breaks = Int32(self.breaks.count)..<Int32(self.breaks.count + breaks.count)
        if !breaks.isEmpty { self.breaks.append(contentsOf: breaks) }
        if let graphemes {
            measured.graphemes = Int32(self.graphemes.count)
            self.graphemes.append(graphemes)
        }
        metrics[index] = measured
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

    /// Doubles the slots (or makes the first ones) and places every entry again.
    private mutating func grow() {
        slots = [Int32](repeating: 0, count: max(Self.initialSlots, 2 * slots.count))
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
        metrics.removeAll(keepingCapacity: true)
        breaks.removeAll(keepingCapacity: true)
        graphemes.removeAll(keepingCapacity: true)
    }
}
