import Synchronization
import MFS

/// Measures texts in one weight at one size: splits them into words, measures
/// each word once (HarfBuzz for widths, ICU for break opportunities) and keeps
/// the result in a bounded `WordTable`.
///
/// Thread-safe, and layouts run in parallel without a lock: each thread lays
/// out with a `Shaper` of its own (HarfBuzz buffer, ICU iterators and its own
/// word table; see `ThreadShapers`), so a word two threads meet is measured
/// by each.
final class WordMeasurer: Sendable {
    private static let numbers = Atomic<Int>(0)

    private let fontFace: FontFace
    private let size: Double
    private let tableEntries: Int
    /// This measurer's number, unique in the process, by which each
    /// thread's `ThreadShapers` knows its shaper.
    private let number = WordMeasurer.numbers.add(1, ordering: .relaxed).newValue
    /// Bumped when the words are emptied: a shaper from an older
    /// generation empties its table before its next layout.
    private let generation = Atomic<Int>(0)

    /// A measurer whose each thread's table holds at most `tableEntries` words (or one text's).
    init(face: FontFace, size: Double, tableEntries: Int = 16_384) {
        fontFace = face
        self.size = size
        self.tableEntries = tableEntries
    }

    /// Breaks `text` (UTF-8) into lines no wider than `limit` (16.16 px,
    /// inclusive), at most `maxLines` of them (0: no limit). Pure apart from
    /// the cache.
    func lines(of text: UnsafeBufferPointer<UInt8>, limit: Int, maxLines: Int) -> BrokenLines {
        let shaper = threadShaper()
        var breaking = shaper.withWords { table in
            GreedyLines(text: text, words: words(of: text, limit: limit, shaper, &table), table: table, face: shaper.face,
                        breakFinder: shaper.breakFinder, limit: limit)
        }
        return breaking.lines(maxLines: maxLines)
    }

    /// Shapes every word of `text` (UTF-8) alone, once, and does nothing
    /// else: the least work any measurer shaping with HarfBuzz does for a
    /// text not seen before. Returns the sum of the widths (16.16 px).
    func shapeWords(of text: UnsafeBufferPointer<UInt8>) -> Int {
        let shaper = threadShaper()
        return text.split(whereSeparator: Self.isCollapsible).reduce(0) { total, word in
            total + shaper.face.width(of: UnsafeBufferPointer(rebasing: word))
        }
    }

    /// Empties the calling thread's word table at once, every other
    /// thread's before its next layout (the cold case of `mfs bench text`,
    /// whose timed layouts then empty nothing).
    func removeAllWords() {
        generation.add(1, ordering: .relaxed)
        _ = threadShaper()
    }

    /// The calling thread's shaper for this measurer, its table emptied
    /// if the words were emptied since it last ran.
    private func threadShaper() -> Shaper {
        let shaper = ThreadShapers.current().shaper(for: number) { Shaper(face: fontFace, size: size, tableEntries: tableEntries) }
        let current = generation.load(ordering: .relaxed)
        if shaper.generation != current {
            shaper.removeAllWords()
            shaper.generation = current
        }
        return shaper
    }

    /// The runs of `text` between collapsible white space (space, tab, line
    /// feed, carriage return: what CSS `white-space: normal` collapses),
    /// with their metrics: from `table`, else measured with `shaper` (each
    /// distinct word once, all at once: `measure`) and stored in it, and
    /// their pens in the paragraph (`WordSpan.pen`). A word measured wider
    /// than `limit` keeps its grapheme pens.
    private func words(of text: UnsafeBufferPointer<UInt8>, limit: Int, _ shaper: Shaper, _ table: inout WordTable) -> [WordSpan] {
        // A word and its space take two bytes at least.
        table.makeRoom(words: (text.count + 1) / 2, bytes: text.count)
        let firstNew = table.count
        let spans = Self.entries(of: text, in: &table)
        if table.count > firstNew {
            // New entries are numbered in the order their words first come.
            var added: [UnsafeBufferPointer<UInt8>] = []
            added.reserveCapacity(table.count - firstNew)
            for span in spans where span.entry == firstNew + added.count {
                added.append(UnsafeBufferPointer(rebasing: text[span.start..<span.end]))
            }
            measure(added, limit: limit, shaper, into: &table, from: firstNew)
        }
        var words: [WordSpan] = [], context: Int32 = -1
        words.reserveCapacity(spans.count)
        for span in spans {
            let metrics = table.metrics[span.entry]
            var word = WordSpan(start: span.start, end: span.end, metrics: metrics, context: context, width: metrics.width)
            if word.isAfterOtherScript {
                if let width = metrics.widthAfterOtherScript {
                    word.width = width
                } else if let end = metrics.leadingEnd {
                    word.width = Self.width(of: UnsafeBufferPointer(rebasing: text[span.start..<span.end]), cuts: [end], shaper.face)
                }
            }
            if metrics.lastScript >= 0 { context = metrics.lastScript }
            if let previous = words.last {
                word.pen = previous.pen + previous.width + previous.metrics.trailingKerning + shaper.face.spaceWidth + word.leadingKerning
            }
            words.append(word)
        }
        return words
    }

    /// Each word of `text` with its entry in `table`, added when the table lacks it.
    private static func entries(of text: UnsafeBufferPointer<UInt8>, in table: inout WordTable) -> [(start: Int, end: Int, entry: Int)] {
        var spans: [(start: Int, end: Int, entry: Int)] = []
        // About one word in 6 bytes of Russian or Spanish prose.
        spans.reserveCapacity(text.count / 6 + 1)
        var index = 0
        while index < text.count {
            while index < text.count, isCollapsible(text[index]) { index += 1 }
            let start = index
            var hash = WordTable.emptyHash
            while index < text.count, !isCollapsible(text[index]) {
                hash = WordTable.hash(hash, adding: text[index])
                index += 1
            }
            guard index > start else { break }
            spans.append((start, index, table.entry(UnsafeBufferPointer(rebasing: text[start..<index]), hash: hash).index))
        }
        return spans
    }

    private static func isCollapsible(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
    }

    /// Measures `words` (distinct) and stores their metrics in `table`'s
    /// entries from `firstEntry` on, in order: `BreakFinder` gives the
    /// breaks inside each. A word of one script run is shaped once, alone
    /// (`HarfBuzzFont.shaped`): that gives its width, its breaks' pens and
    /// safety, and mostly its kerning with spaces (by edge glyph); where an
    /// edge glyph's kerning cannot be told so, the word is shaped again
    /// between two spaces (`SpacedWord`). Otherwise (several script runs,
    /// right to left) the word is shaped between two spaces and again alone,
    /// in its script runs. A word of one run wider than `limit` keeps its
    /// grapheme pens from its one shaping. Every word's scripts and breaks
    /// (ICU) come first, then each word's shaping and metrics, so that
    /// HarfBuzz's code stays in the processor's instruction cache from one
    /// word to the next, as it does when words are only shaped.
    private func measure(_ words: [UnsafeBufferPointer<UInt8>], limit: Int, _ shaper: Shaper, into table: inout WordTable, from firstEntry: Int) {
        let face = shaper.face
        let scans = words.map { (scripts: ScriptRuns($0), offsets: shaper.breakFinder.breaks(in: $0)) }
        for index in words.indices {
            let word = words[index], (scripts, offsets) = scans[index]
            if scripts.changes.isEmpty, let shaped = face.shaped(word, at: offsets, graphemesBeyond: limit, breaks: shaper.breakFinder) {
                if let leading = shaped.leadingKerning, let trailing = shaped.trailingKerning {
                    let breaks = offsets.indices.map { WordBreak(offset: offsets[$0], pen: shaped.pens[$0], isSafe: shaped.safe[$0]) }
                    // Measured when a layout needs it (`words(of:)`).
                    let afterOther = scripts.leadingEnd == nil ? shaped.width : nil
                    table.store(WordMetrics(width: shaped.width, widthAfterOtherScript: afterOther, scripts: scripts,
                                            leadingKerning: leading, trailingKerning: trailing),
                                breaks: breaks, graphemes: shaped.graphemes, at: firstEntry + index)
                } else {
                    let (metrics, breaks) = Self.spacedMetrics(of: word, scripts: scripts, offsets: offsets, width: shaped.width, face)
                    table.store(metrics, breaks: breaks, graphemes: shaped.graphemes, at: firstEntry + index)
                }
            } else {
                let (metrics, breaks) = Self.spacedMetrics(of: word, scripts: scripts, offsets: offsets, width: nil, face)
                table.store(metrics, breaks: breaks, graphemes: nil, at: firstEntry + index)
            }
        }
    }

    /// The metrics of `word` from its shaping between two spaces (as it sits
    /// in a paragraph) and its width alone (in its script runs): `width`
    /// when known, else the spaced shaping's where HarfBuzz left it safe at
    /// both ends, else shaped again. Its breaks' pens are the spaced
    /// shaping's, none of them safe (a piece's width is shaped when needed).
    private static func spacedMetrics(of word: UnsafeBufferPointer<UInt8>, scripts: ScriptRuns, offsets: [Int], width known: Int?,
                                      _ face: HarfBuzzFont) -> (WordMetrics, [WordBreak]) {
        let spaced = face.spaced(word, at: offsets)
        let width: Int
        if let known {
            width = known
        } else if let spaced, scripts.changes.isEmpty, spaced.isSafeAtStart, spaced.isSafeAtEnd {
            width = spaced.body
        } else {
            width = Self.width(of: word, cuts: scripts.changes, face)
        }
        let breaks = offsets.indices.map { WordBreak(offset: offsets[$0], pen: spaced?.pens[$0] ?? 0, isSafe: false) }
        let afterOther = scripts.leadingEnd.map { Self.width(of: word, cuts: [$0] + scripts.changes, face) } ?? width
        return (WordMetrics(width: width, widthAfterOtherScript: afterOther, scripts: scripts,
                            leadingKerning: spaced.map { $0.leadingSpace - face.spaceWidth } ?? 0,
                            trailingKerning: spaced.map { $0.body - width } ?? 0), breaks)
    }

    /// The width of `word` shaped in pieces ending at `cuts`.
    private static func width(of word: UnsafeBufferPointer<UInt8>, cuts: [Int], _ face: HarfBuzzFont) -> Int {
        zip([0] + cuts, cuts + [word.count]).reduce(0) { total, piece in
            total + face.width(of: UnsafeBufferPointer(rebasing: word[piece.0..<piece.1]))
        }
    }
}
