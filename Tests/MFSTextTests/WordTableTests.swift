import Testing
@testable import MFSText

/// `WordTable`'s bounds, with capacities small enough to reach.
@Suite struct WordTableTests {
    /// Metrics told apart by their width.
    static func metrics(_ width: Int) -> WordMetrics {
        WordMetrics(width: width, widthAfterOtherScript: width, leadingEnd: nil, firstScript: -1, lastScript: -1, startsWithScript: false,
                    leadingKerning: 0, trailingKerning: 0, breaks: [], graphemes: nil)
    }

    /// The width stored for each of `words`, nil for those not stored.
    static func widths(_ table: WordTable, _ words: [String]) -> [Int?] {
        words.map { word in
            Array(word.utf8).withUnsafeBufferPointer { table.metrics(of: $0, hash: WordTable.hash($0))?.width }
        }
    }

    static func insert(_ word: String, _ width: Int, into table: inout WordTable) {
        Array(word.utf8).withUnsafeBufferPointer { table.insert($0, hash: WordTable.hash($0), metrics: metrics(width)) }
    }

    @Test func anInsertPastTheEntryBoundEmptiesTheTableFirst() {
        var table = WordTable(maxEntries: 3, maxBytes: 100)
        for (index, word) in ["мир", "дом", "кот"].enumerated() { Self.insert(word, index + 1, into: &table) }
        #expect(Self.widths(table, ["мир", "дом", "кот", "сад"]) == [1, 2, 3, nil])
        Self.insert("сад", 4, into: &table)
        #expect(table.count == 1)
        #expect(Self.widths(table, ["мир", "дом", "кот", "сад"]) == [nil, nil, nil, 4])
    }

    @Test func anInsertPastTheByteBoundEmptiesTheTableFirst() {
        var table = WordTable(maxEntries: 100, maxBytes: 8)
        Self.insert("abcd", 1, into: &table)
        Self.insert("efgh", 2, into: &table)
        #expect(Self.widths(table, ["abcd", "efgh"]) == [1, 2])
        Self.insert("i", 3, into: &table)
        #expect(Self.widths(table, ["abcd", "efgh", "i"]) == [nil, nil, 3])
        Self.insert("longer than 8", 4, into: &table)
        #expect(Self.widths(table, ["i", "longer than 8"]) == [3, nil])
    }

    /// Emptying clears only the slots in use: every word inserted again,
    /// colliding ones included (a table of 2 slots per entry at most), is found.
    @Test func aTableEmptiedManyTimesFindsEveryWordAgain() {
        var table = WordTable(maxEntries: 4, maxBytes: 100)
        let words = (0..<40).map { "слово\($0)" }
        for round in 0..<10 {
            let batch = Array(words[(round * 4)..<(round * 4 + 4)])
            for (index, word) in batch.enumerated() { Self.insert(word, round * 4 + index, into: &table) }
            #expect(Self.widths(table, words) == words.indices.map { batch.contains(words[$0]) ? $0 : nil })
            table.removeAll()
            #expect(Self.widths(table, batch) == [nil, nil, nil, nil])
        }
    }

    /// The slots grow from 64 as words come (entries placed again each
    /// time), and go back to 64 when the table is emptied.
    @Test func aTableGrowingPastItsFirstSlotsFindsEveryWord() {
        var table = WordTable(maxEntries: 2_000, maxBytes: 100_000)
        let words = (0..<1_000).map { "слово\($0)" }
        for round in 0..<2 {
            for (index, word) in words.enumerated() { Self.insert(word, index, into: &table) }
            #expect(table.count == words.count)
            #expect(Self.widths(table, words + ["другое"]) == words.indices.map { $0 } + [nil])
            table.removeAll()
            #expect(Self.widths(table, Array(words.prefix(100))) == [Int?](repeating: nil, count: 100), "round \(round)")
        }
    }

    @Test func aWordStoredTwiceKeepsItsFirstMetrics() {
        var table = WordTable(maxEntries: 4, maxBytes: 100)
        Self.insert("мир", 1, into: &table)
        Self.insert("мир", 2, into: &table)
        #expect(table.count == 1)
        #expect(Self.widths(table, ["мир"]) == [1])
    }
}
