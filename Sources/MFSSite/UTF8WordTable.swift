/// Words to values, keyed by the words' UTF-8 bytes: an open-addressing hash
/// table that copies each word's bytes into one buffer. A look-up hashes the
/// bytes where they are (FNV-1a) and allocates nothing: no `String` is made
/// for the word, and there is no `Hasher` (SipHash) run.
///
/// Why not a `Dictionary`: its keys must be values. For the search index's
/// word look-ups, `Substring` keys took 6% of a 1,000-page build's CPU, this
/// table under 2%; a `Set<String>` of the 5,000 Cocoa names took 41 M
/// instructions to build, on the path of the first page with code.
/// Not thread-safe to change; immutable ones are `Sendable`.
struct UTF8WordTable<Value: Sendable>: Sendable {
    /// A word's place in `bytes` and its value; `length` 0 marks a free slot
    /// (a word is never empty).
    private struct Slot: Sendable {
        var hash: UInt32 = 0
        var start: Int32 = 0
        var length: Int32 = 0
        var value: Value?
    }

    private var bytes: [UInt8] = []
    /// A power of two, at most half full.
    private var slots = [Slot](repeating: Slot(), count: 1024)
    private var count = 0

    init() {}

    /// The table of the words of `list`, separated by spaces or line feeds, each with `value`.
    init(words list: String, value: Value) {
        let utf8 = list.utf8.span
        var start = 0
        for index in 0...utf8.count where index == utf8.count || utf8[index] == UInt8(ascii: " ") || utf8[index] == 0x0A {
            if index > start { set(value, for: start..<index, in: utf8) }
            start = index + 1
        }
    }

    /// The table of `words`' keys, each with its value.
    init(_ words: [String: Value]) {
        for (word, value) in words { set(value, for: word) }
    }

    /// The value of the word `text[word]`, if it was added.
    func value(of word: Range<Int>, in text: Span<UInt8>) -> Value? {
        slots[place(of: word, in: text, hash: Self.hash(text, word))].value
    }

    /// Whether the word `text[word]` was added.
    func contains(_ word: Range<Int>, in text: Span<UInt8>) -> Bool {
        slots[place(of: word, in: text, hash: Self.hash(text, word))].length != 0
    }

    /// Sets the value of the word `text[word]`, adding the word if it is new.
    mutating func set(_ value: Value, for word: Range<Int>, in text: Span<UInt8>) {
        let hash = Self.hash(text, word)
        let place = place(of: word, in: text, hash: hash)
        guard slots[place].length == 0 else { return slots[place].value = value }
        slots[place] = Slot(hash: hash, start: Int32(bytes.count), length: Int32(word.count), value: value)
        for offset in word { bytes.append(text[offset]) }
        count += 1
        if count * 2 > slots.count { grow() }
    }

    /// The value of the word `word`, if it was added.
    func value(of word: String) -> Value? {
        let utf8 = word.utf8.span
        return value(of: 0..<utf8.count, in: utf8)
    }

    /// Sets the value of the word `word`, adding it if it is new.
    mutating func set(_ value: Value, for word: String) {
        let utf8 = word.utf8.span
        set(value, for: 0..<utf8.count, in: utf8)
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
