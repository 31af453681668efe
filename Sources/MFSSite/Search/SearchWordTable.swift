/// The words a `SearchVocabulary` has seen, as written, to a number each:
/// an open-addressing hash table keyed by a word's UTF-8 bytes, which it
/// copies into one buffer. A look-up hashes the bytes in place (FNV-1a) and
/// allocates nothing.
///
/// Why not a `Dictionary`: its keys must be values, and `Hasher` (SipHash)
/// runs per look-up; with `Substring` keys the index's word look-ups took 6%
/// of a 1,000-page build's CPU, this table a fifth of that. Not thread-safe.
struct SearchWordTable {
    /// A word's place in `bytes` and its number; `length` 0 marks a free slot
    /// (a word is never empty).
    private struct Slot {
        var hash: UInt32 = 0
        var start: Int32 = 0
        var length: Int32 = 0
        var number: Int32 = 0
    }

    private var bytes: [UInt8] = []
    /// A power of two, at most half full.
    private var slots = [Slot](repeating: Slot(), count: 1024)
    private var count = 0

    /// The number given to the word `text[word]`, if it was added.
    func number(of word: Range<Int>, in text: Span<UInt8>) -> Int? {
        let slot = slots[place(of: word, in: text, hash: Self.hash(text, word))]
        return slot.length == 0 ? nil : Int(slot.number)
    }

    /// Adds the word `text[word]`, which MUST NOT have been added, with `number`.
    mutating func add(_ word: Range<Int>, in text: Span<UInt8>, number: Int) {
        let hash = Self.hash(text, word)
        slots[place(of: word, in: text, hash: hash)] = Slot(hash: hash, start: Int32(bytes.count), length: Int32(word.count), number: Int32(number))
        for offset in word { bytes.append(text[offset]) }
        count += 1
        if count * 2 > slots.count { grow() }
    }

    /// The slot that holds `text[word]`, else the free one where it goes.
    private func place(of word: Range<Int>, in text: Span<UInt8>, hash: UInt32) -> Int {
        let mask = slots.count - 1
        var index = Int(hash) & mask
        while slots[index].length != 0 && !(slots[index].hash == hash && equals(slots[index], word, in: text)) {
            index = (index + 1) & mask
        }
        return index
    }

    private func equals(_ slot: Slot, _ word: Range<Int>, in text: Span<UInt8>) -> Bool {
        guard Int(slot.length) == word.count else { return false }
        var offset = Int(slot.start)
        for index in word {
            if bytes[offset] != text[index] { return false }
            offset += 1
        }
        return true
    }

    private mutating func grow() {
        var larger = [Slot](repeating: Slot(), count: slots.count * 2)
        let mask = larger.count - 1
        for slot in slots where slot.length != 0 {
            var index = Int(slot.hash) & mask
            while larger[index].length != 0 { index = (index + 1) & mask }
            larger[index] = slot
        }
        slots = larger
    }

    /// 32-bit FNV-1a of `text[word]`.
    private static func hash(_ text: Span<UInt8>, _ word: Range<Int>) -> UInt32 {
        var hash: UInt32 = 0x811C_9DC5
        for index in word { hash = (hash ^ UInt32(text[index])) &* 0x0100_0193 }
        return hash
    }
}
