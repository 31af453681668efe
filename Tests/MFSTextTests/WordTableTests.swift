import Testing
@testable import MFSText

extension WordTable {
    /// FNV-1a over the bytes, as layouts hash a word byte by byte.
    static func hash(_ word: UnsafeBufferPointer<UInt8>) -> Int {
        word.reduce(emptyHash) { hash($0, adding: $1) }
    }
}

/// `WordTable`'s bounds, with capacities small enough to reach.
@Suite struct WordTableTests {
    /// Metrics told apart by their width.
    static func metrics(_ width: Int) -> WordMetrics {
        WordMetrics(width: width, widthAfterOtherScript: width, scripts: ScriptRuns(UnsafeBufferPointer(start: nil, count: 0)),
                    leadingKerning: 0, trailingKerning: 0)
    }

    /// The width stored for each of `words`, nil for those not stored.
    static func widths(_ table: WordTable, _ words: [String]) -> [Int?] {
        words.map { word in
            Array(word.utf8).withUnsafeBufferPointer { bytes in
                // Asked of a copy: a word the table lacks is added to the copy alone.
                var probe = table
                let (index, isNew) = probe.entry(bytes, hash: WordTable.hash(bytes))
                return isNew ? nil : table.metrics[index].width
            }
        }
    }

    /// Makes room for `words` as a layout does, then adds and measures them
    /// (widths from `firstWidth` on); returns which were new.
    @discardableResult
    static func add(_ words: [String], from firstWidth: Int, into table: inout WordTable) -> [Bool] {
        table.makeRoom(words: words.count, bytes: words.reduce(0) { $0 + $1.utf8.count })
        return words.enumerated().map { offset, word in
            Array(word.utf8).withUnsafeBufferPointer { bytes in
                let (index, isNew) = table.entry(bytes, hash: WordTable.hash(bytes))
                if isNew { table.store(metrics(firstWidth + offset), breaks: [], graphemes: nil, at: index) }
                return isNew
            }
        }
    }

    @Test func roomPastTheEntryBoundEmptiesTheTableFirst() {
        var table = WordTable(maxEntries: 3, maxBytes: 100)
        Self.add(["мир", "дом"], from: 1, into: &table)
        Self.add(["кот"], from: 3, into: &table)
        #expect(Self.widths(table, ["мир", "дом", "кот", "сад"]) == [1, 2, 3, nil])
        Self.add(["сад"], from: 4, into: &table)
        #expect(table.count == 1)
        #expect(Self.widths(table, ["мир", "дом", "кот", "сад"]) == [nil, nil, nil, 4])
    }

    @Test func roomPastTheByteBoundEmptiesTheTableFirst() {
        var table = WordTable(maxEntries: 100, maxBytes: 8)
        Self.add(["abcd", "efgh"], from: 1, into: &table)
        #expect(Self.widths(table, ["abcd", "efgh"]) == [1, 2])
        Self.add(["i"], from: 3, into: &table)
        #expect(Self.widths(table, ["abcd", "efgh", "i"]) == [nil, nil, 3])
    }

    /// A text with more words than the bounds keeps them all while it is laid out.
    @Test func oneTextPastTheBoundsIsHeldWhole() {
        var table = WordTable(maxEntries: 2, maxBytes: 4)
        Self.add(["a", "bb", "ccc", "a", "longer than 4"], from: 1, into: &table)
        #expect(Self.widths(table, ["a", "bb", "ccc", "longer than 4"]) == [1, 2, 3, 5])
        Self.add(["d"], from: 6, into: &table)
        #expect(Self.widths(table, ["a", "d"]) == [nil, 6])
    }

    /// Emptying clears only the slots in use: every word added again,
    /// colliding ones included (a table of 2 slots per entry at most), is found.
    @Test func aTableEmptiedManyTimesFindsEveryWordAgain() {
        var table = WordTable(maxEntries: 4, maxBytes: 100)
        let words = (0..<40).map { "слово\($0)" }
        for round in 0..<10 {
            let batch = Array(words[(round * 4)..<(round * 4 + 4)])
            Self.add(batch, from: round * 4, into: &table)
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
            Self.add(words, from: 0, into: &table)
            #expect(table.count == words.count)
            #expect(Self.widths(table, words + ["другое"]) == words.indices.map { $0 } + [nil])
            table.removeAll()
            #expect(Self.widths(table, Array(words.prefix(100))) == [Int?](repeating: nil, count: 100), "round \(round)")
        }
    }

    @Test func aWordAddedTwiceKeepsItsFirstEntry() {
        var table = WordTable(maxEntries: 4, maxBytes: 100)
        #expect(Self.add(["мир", "мир"], from: 1, into: &table) == [true, false])
        #expect(Self.add(["мир"], from: 3, into: &table) == [false])
        #expect(table.count == 1)
        #expect(Self.widths(table, ["мир"]) == [1])
    }

    /// Each word's metrics name its own breaks and grapheme pens in the table's stores.
    @Test func storedBreaksAndGraphemesBelongToTheirWord() {
        var table = WordTable(maxEntries: 8, maxBytes: 100)
        let pens = GraphemePens(offsets: [0, 1, 2], positions: ([0, 5, 9], [false, true, false]))
        let stored: [(String, [WordBreak], GraphemePens?)] = [
            ("3–5", [WordBreak(offset: 4, pen: 7, isSafe: true)], nil),
            ("мир", [], pens),
            ("a-b-c", [WordBreak(offset: 2, pen: 3, isSafe: false), WordBreak(offset: 4, pen: 6, isSafe: true)], nil),
        ]
        for (word, breaks, graphemes) in stored {
            Array(word.utf8).withUnsafeBufferPointer { bytes in
                let index = table.entry(bytes, hash: WordTable.hash(bytes)).index
                table.store(Self.metrics(1), breaks: breaks, graphemes: graphemes, at: index)
            }
        }
        for (index, (_, breaks, graphemes)) in stored.enumerated() {
            let metrics = table.metrics[index]
            #expect(Array(table.breaks[Int(metrics.breaks.lowerBound)..<Int(metrics.breaks.upperBound)]) == breaks)
            #expect((metrics.graphemes < 0 ? nil : table.graphemes[Int(metrics.graphemes)]) == graphemes)
        }
    }
}
