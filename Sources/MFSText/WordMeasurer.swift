import Synchronization
import MFS

/// Measures texts in one weight at one size: splits them into words, measures
/// each word once (HarfBuzz for widths, ICU for break opportunities) and keeps
/// the result in a bounded `WordTable`.
///
/// Thread-safe, and layouts run in parallel: each thread lays out with a
/// `Shaper` of its own (HarfBuzz buffer, ICU iterators, a private word
/// cache; see `ThreadShapers`). A mutex guards only the shared word table,
/// and is taken only for words the shaper's own cache lacks; words are
/// measured outside it.
final class WordMeasurer: Sendable {
    private static let numbers = Atomic<Int>(0)

    private let fontFace: FontFace
    private let size: Double
    private let tableEntries: Int
    private let table: PthreadMutex<WordTable>
    /// This measurer's number, unique in the process, by which each
    /// thread's `ThreadShapers` knows its shaper.
    private let number = WordMeasurer.numbers.add(1, ordering: .relaxed).newValue
    /// Bumped when the words are emptied: a shaper from an older
    /// generation empties its own cache before its next layout.
    private let generation = Atomic<Int>(0)

    /// A measurer whose shared table and each thread's hold at most `tableEntries` words.
    init(face: FontFace, size: Double, tableEntries: Int = 16_384) {
        fontFace = face
        self.size = size
        self.tableEntries = tableEntries
        table = PthreadMutex(WordTable(maxEntries: tableEntries))
    }

    /// Breaks `text` (UTF-8) into lines no wider than `limit` (16.16 px,
    /// inclusive), at most `maxLines` of them (0: no limit). Pure apart from
    /// the cache.
    func lines(of text: UnsafeBufferPointer<UInt8>, limit: Int, maxLines: Int) -> BrokenLines {
        let shaper = threadShaper()
        var breaking = GreedyLines(text: text, words: words(of: text, limit: limit, shaper), face: shaper.face, breaks: shaper.breakFinder, limit: limit)
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

    /// Empties the shared word cache and the calling thread's shaper's own
    /// at once, every other thread's before its next layout (the cold case
    /// of `mfs bench text`, whose timed layouts then empty nothing).
    func removeAllWords() {
        table.withLock {
            $0.removeAll()
            generation.add(1, ordering: .relaxed)
        }
        _ = threadShaper()
    }

    /// The calling thread's shaper for this measurer, its cache emptied
    /// if the words were emptied since it last ran.
    private func threadShaper() -> Shaper {
        let shaper = ThreadShapers.current().shaper(for: number) { Shaper(face: fontFace, size: size, tableEntries: tableEntries) }
        let current = generation.load(ordering: .relaxed)
        if shaper.generation != current {
            shaper.words.removeAll()
            shaper.generation = current
        }
        return shaper
    }

    /// The runs of `text` between collapsible white space (space, tab, line
    /// feed, carriage return: what CSS `white-space: normal` collapses),
    /// with their metrics: from the shaper's own cache, else the shared
    /// table's under one lock, else measured with `shaper` outside it and
    /// stored in both. A word measured wider than `limit` keeps its grapheme pens.
    private func words(of text: UnsafeBufferPointer<UInt8>, limit: Int, _ shaper: Shaper) -> [WordSpan] {
        var words: [WordSpan] = [], hashes: [Int] = [], misses: [Int] = []
        // About one word in 6 bytes of Russian or Spanish prose.
        words.reserveCapacity(text.count / 6 + 1)
        hashes.reserveCapacity(text.count / 6 + 1)
        misses.reserveCapacity(text.count / 6 + 1)
        var index = 0
        while index < text.count {
            while index < text.count, Self.isCollapsible(text[index]) { index += 1 }
            let start = index
            while index < text.count, !Self.isCollapsible(text[index]) { index += 1 }
            guard index > start else { break }
            let word = UnsafeBufferPointer(rebasing: text[start..<index]), hash = WordTable.hash(word)
            let known = shaper.words.metrics(of: word, hash: hash)
            if known == nil { misses.append(words.count) }
            words.append(WordSpan(start: start, end: index, metrics: known ?? Self.unmeasured, context: -1, width: 0))
            hashes.append(hash)
        }
        if !misses.isEmpty { fill(&words, misses: misses, hashes: hashes, text: text, limit: limit, shaper) }
        var context: Int32 = -1
        for index in words.indices {
            words[index].context = context
            words[index].width = words[index].metrics.width
            if words[index].isAfterOtherScript {
                let metrics = words[index].metrics
                if let width = metrics.widthAfterOtherScript {
                    words[index].width = width
                } else if let end = metrics.leadingEnd {
                    let word = UnsafeBufferPointer(rebasing: text[words[index].start..<words[index].end])
                    words[index].width = Self.width(of: word, cuts: [end], shaper.face)
                }
            }
            if words[index].metrics.lastScript >= 0 { context = words[index].metrics.lastScript }
        }
        return words
    }

    /// A placeholder for metrics not known yet.
    private static let unmeasured = WordMetrics(width: 0, widthAfterOtherScript: 0, leadingEnd: nil, firstScript: -1, lastScript: -1,
                                                startsWithScript: false, leadingKerning: 0, trailingKerning: 0, breaks: [], graphemes: nil)

    /// Fills the `misses` of the shaper's cache: from the shared table, else
    /// measured (a word twice in the text once, `measure(_:limit:_:)` all at
    /// once); then stores the measured words in the shared table and every
    /// miss in the shaper's cache.
    private func fill(_ words: inout [WordSpan], misses: [Int], hashes: [Int], text: UnsafeBufferPointer<UInt8>, limit: Int, _ shaper: Shaper) {
        func word(_ slot: Int) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(rebasing: text[words[slot].start..<words[slot].end])
        }
        var found = [Bool](repeating: false, count: misses.count)
        table.withLock { table in
            for (miss, slot) in misses.enumerated() {
                if let known = table.metrics(of: word(slot), hash: hashes[slot]) {
                    words[slot].metrics = known
                    found[miss] = true
                }
            }
        }
        // The first slot of each distinct word to measure, and for every
        // slot to measure, the index of its word in `measured`.
        var measured: [Int] = [], copies: [(slot: Int, of: Int)] = []
        for (miss, slot) in misses.enumerated() where !found[miss] {
            if let earlier = measured.firstIndex(where: { hashes[$0] == hashes[slot] && word($0).hasSameBytes(as: word(slot)) }) {
                copies.append((slot, earlier))
            } else {
                measured.append(slot)
            }
        }
        if !measured.isEmpty {
            let metrics = measure(measured.map(word), limit: limit, shaper)
            for (index, slot) in measured.enumerated() { words[slot].metrics = metrics[index] }
            for copy in copies { words[copy.slot].metrics = metrics[copy.of] }
            table.withLock { table in
                for slot in measured { table.insert(word(slot), hash: hashes[slot], metrics: words[slot].metrics) }
            }
        }
        for slot in misses { shaper.words.insert(word(slot), hash: hashes[slot], metrics: words[slot].metrics) }
    }

    private static func isCollapsible(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
    }

    /// Measures `words` (distinct): `BreakFinder` gives the breaks inside each.
    /// A word of one script run is shaped once, alone (`HarfBuzzFont.shaped`):
    /// that gives its width, its kerning with spaces (by edge glyph) and,
    /// where HarfBuzz left its breaks safe, its pieces' widths; an unsafe
    /// piece is shaped alone. Otherwise (several script runs, right to left,
    /// an edge glyph whose kerning cannot be told alone) the word is shaped
    /// between two spaces (see `SpacedWord`) and again alone, in its script
    /// runs. A word of one run wider than `limit` keeps its grapheme pens
    /// from its one shaping. Every word's scripts and breaks (ICU) come
    /// first, then each word's shaping and metrics, so that HarfBuzz's code
    /// stays in the processor's instruction cache from one word to the
    /// next, as it does when words are only shaped.
    private func measure(_ words: [UnsafeBufferPointer<UInt8>], limit: Int, _ shaper: Shaper) -> [WordMetrics] {
        let face = shaper.face
        let scripts = words.map(ScriptRuns.init)
        let offsets = words.map { shaper.breakFinder.breaks(in: $0) }
        return words.indices.map { index in
            let shaped = scripts[index].changes.isEmpty
                ? face.shaped(words[index], at: offsets[index], graphemesBeyond: limit, breaks: shaper.breakFinder) : nil
            return Self.metrics(of: words[index], scripts: scripts[index], offsets: offsets[index], shaped: shaped, face)
        }
    }

    /// The metrics of `word` from its script runs, its break offsets and its
    /// one shaping alone when `measure` could shape it so.
    private static func metrics(of word: UnsafeBufferPointer<UInt8>, scripts: ScriptRuns, offsets: [Int], shaped: ShapedWord?,
                                _ face: HarfBuzzFont) -> WordMetrics {
        if let shaped {
            let breaks = offsets.indices.map { slot in
                let at = offsets[slot], safe = shaped.safe[slot], pen = shaped.pens[slot]
                return WordBreak(offset: at, prefixWidth: safe ? pen : face.width(of: UnsafeBufferPointer(rebasing: word[..<at])),
                                 suffixWidth: safe ? shaped.width - pen : face.width(of: UnsafeBufferPointer(rebasing: word[at...])),
                                 pen: pen, isSafe: safe)
            }
            // Measured when a layout needs it (`words(of:)`).
            return WordMetrics(width: shaped.width, widthAfterOtherScript: scripts.leadingEnd == nil ? shaped.width : nil, scripts: scripts,
                               leadingKerning: shaped.leadingKerning, trailingKerning: shaped.trailingKerning, breaks: breaks,
                               graphemes: shaped.graphemes)
        }
        let spaced = face.spaced(word, at: offsets)
        let oneRun = scripts.changes.isEmpty && spaced != nil
        let safeStart = oneRun && spaced!.isSafeAtStart, safeEnd = oneRun && spaced!.isSafeAtEnd
        let width = safeStart && safeEnd ? spaced!.body : Self.width(of: word, cuts: scripts.changes, face)
        let breaks = offsets.indices.map { slot in
            let at = offsets[slot], safe = spaced?.safe[slot] == true
            return WordBreak(offset: at,
                             prefixWidth: safe && safeStart ? spaced!.pens[slot] : face.width(of: UnsafeBufferPointer(rebasing: word[..<at])),
                             suffixWidth: safe && safeEnd ? width - spaced!.pens[slot] : face.width(of: UnsafeBufferPointer(rebasing: word[at...])),
                             pen: spaced?.pens[slot] ?? 0, isSafe: false)
        }
        let afterOther = scripts.leadingEnd.map { Self.width(of: word, cuts: [$0] + scripts.changes, face) } ?? width
        return WordMetrics(width: width, widthAfterOtherScript: afterOther, scripts: scripts,
                           leadingKerning: spaced.map { $0.leadingSpace - face.spaceWidth } ?? 0,
                           trailingKerning: spaced.map { $0.body - width } ?? 0, breaks: breaks, graphemes: nil)
    }

    /// The width of `word` shaped in pieces ending at `cuts`.
    private static func width(of word: UnsafeBufferPointer<UInt8>, cuts: [Int], _ face: HarfBuzzFont) -> Int {
        zip([0] + cuts, cuts + [word.count]).reduce(0) { total, piece in
            total + face.width(of: UnsafeBufferPointer(rebasing: word[piece.0..<piece.1]))
        }
    }
}
