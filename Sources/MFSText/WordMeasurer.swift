import Foundation
import Synchronization

/// Measures texts in one weight at one size: splits them into words, measures
/// each word once (HarfBuzz for widths, ICU for break opportunities) and keeps
/// the result in a bounded `WordTable`.
///
/// Thread-safe, and layouts run in parallel: each thread lays out with a
/// `Shaper` of its own (HarfBuzz buffer, ICU iterators, a private word
/// cache; see `ThreadShapers`). The lock guards only the shared word table,
/// and is taken only for words the shaper's own cache lacks; words are
/// measured outside it.
final class WordMeasurer: @unchecked Sendable {
    private static let numbers = Atomic<Int>(0)

    private let lock = AdaptiveLock()
    private let fontFace: FontFace
    private let size: Double
    private var table = WordTable()
    /// This measurer's number, unique in the process, by which each
    /// thread's `ThreadShapers` knows its shaper.
    private let number = WordMeasurer.numbers.add(1, ordering: .relaxed).newValue
    /// Bumped when the words are emptied: a shaper from an older
    /// generation empties its own cache before its next layout.
    private let generation = Atomic<Int>(0)

    init(face: FontFace, size: Double) {
        fontFace = face
        self.size = size
    }

    /// Breaks `text` (UTF-8) into lines no wider than `limit` (16.16 px,
    /// inclusive), at most `maxLines` of them (0: no limit). Pure apart from
    /// the cache.
    func lines(of text: UnsafeBufferPointer<UInt8>, limit: Int, maxLines: Int) -> BrokenLines {
        let shaper = threadShaper()
        let (words, metrics) = words(of: text, shaper)
        return withExtendedLifetime(metrics) {
            var breaking = GreedyLines(text: text, words: words, face: shaper.face, breaks: shaper.breakFinder, limit: limit)
            return breaking.lines(maxLines: maxLines)
        }
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

    /// Empties the shared word cache and, before their next layout, every
    /// thread's shaper's own (the cold case of `mfs bench text`).
    func removeAllWords() {
        lock.lock()
        defer { lock.unlock() }
        table.removeAll()
        generation.add(1, ordering: .relaxed)
    }

    /// The calling thread's shaper for this measurer, its cache emptied
    /// if the words were emptied since it last ran.
    private func threadShaper() -> Shaper {
        let shaper = ThreadShapers.current().shaper(for: number) { Shaper(face: fontFace, size: size) }
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
    /// stored in both; and the metrics, which the caller keeps alive while
    /// it uses the spans.
    private func words(of text: UnsafeBufferPointer<UInt8>, _ shaper: Shaper) -> ([WordSpan], [WordMetrics?]) {
        var ranges: [(start: Int, end: Int, hash: Int)] = []
        var metrics: [WordMetrics?] = [], misses: [Int] = []
        var index = 0
        while index < text.count {
            while index < text.count, Self.isCollapsible(text[index]) { index += 1 }
            let start = index
            while index < text.count, !Self.isCollapsible(text[index]) { index += 1 }
            guard index > start else { break }
            let word = UnsafeBufferPointer(rebasing: text[start..<index]), hash = WordTable.hash(word)
            ranges.append((start, index, hash))
            metrics.append(shaper.words.metrics(of: word, hash: hash))
            if metrics[metrics.count - 1] == nil { misses.append(ranges.count - 1) }
        }
        if !misses.isEmpty { fill(&metrics, misses: misses, ranges: ranges, text: text, shaper) }
        var words: [WordSpan] = [], context: Int32 = -1
        words.reserveCapacity(ranges.count)
        for (range, metrics) in zip(ranges, metrics) {
            words.append(WordSpan(start: range.start, end: range.end, metrics: metrics!, context: context))
            if metrics!.scripts.lastScript >= 0 { context = metrics!.scripts.lastScript }
        }
        return (words, metrics)
    }

    /// Fills the `misses` of the shaper's cache: from the shared table, else
    /// measured (a word twice in the text once); then stores them in the
    /// shared table and copies in the shaper's cache.
    private func fill(_ metrics: inout [WordMetrics?], misses: [Int], ranges: [(start: Int, end: Int, hash: Int)],
                      text: UnsafeBufferPointer<UInt8>, _ shaper: Shaper) {
        func word(_ slot: Int) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(rebasing: text[ranges[slot].start..<ranges[slot].end])
        }
        lock.lock()
        for slot in misses { metrics[slot] = table.metrics(of: word(slot), hash: ranges[slot].hash) }
        lock.unlock()
        var measured: [Int] = []
        for slot in misses where metrics[slot] == nil {
            if let earlier = measured.first(where: { ranges[$0].hash == ranges[slot].hash && word($0).elementsEqual(word(slot)) }) {
                metrics[slot] = metrics[earlier]
                continue
            }
            metrics[slot] = measure(word(slot), shaper)
            measured.append(slot)
        }
        if !measured.isEmpty {
            lock.lock()
            for slot in measured where table.metrics(of: word(slot), hash: ranges[slot].hash) == nil {
                table.insert(word(slot), hash: ranges[slot].hash, metrics: metrics[slot]!)
            }
            lock.unlock()
        }
        for slot in misses where shaper.words.metrics(of: word(slot), hash: ranges[slot].hash) == nil {
            shaper.words.insert(word(slot), hash: ranges[slot].hash, metrics: metrics[slot]!.copy())
        }
    }

    private static func isCollapsible(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
    }

    /// Measures `word`: `BreakFinder` gives the breaks inside it; one
    /// HarfBuzz shaping of the word between two spaces gives its kerning
    /// with them and, where its ends and breaks are safe to break (see
    /// `SpacedWord`), its width and its pieces' widths. Anything else (a
    /// word of several script runs, kerning with a space, an unsafe break)
    /// is shaped again alone, in its script runs.
    private func measure(_ word: UnsafeBufferPointer<UInt8>, _ shaper: Shaper) -> WordMetrics {
        let face = shaper.face
        let scripts = ScriptRuns(word)
        let breaks = shaper.breakFinder.breaks(in: word)
        let spaced = face.spaced(word, at: breaks)
        let oneRun = scripts.changes.isEmpty && spaced != nil
        let safeStart = oneRun && spaced!.isSafeAtStart, safeEnd = oneRun && spaced!.isSafeAtEnd
        let width = safeStart && safeEnd ? spaced!.body : Self.width(of: word, cuts: scripts.changes, face)
        let afterOther = scripts.leadingEnd.map { Self.width(of: word, cuts: [$0] + scripts.changes, face) } ?? width
        let pieces = breaks.indices.map { slot in
            let at = breaks[slot], safe = spaced?.safe[slot] == true
            return (prefix: safe && safeStart ? spaced!.pens[slot] : face.width(of: UnsafeBufferPointer(rebasing: word[..<at])),
                    suffix: safe && safeEnd ? width - spaced!.pens[slot] : face.width(of: UnsafeBufferPointer(rebasing: word[at...])))
        }
        return WordMetrics(width: width, widthAfterOtherScript: afterOther, scripts: scripts,
                           leadingKerning: spaced.map { $0.leadingSpace - face.spaceWidth } ?? 0,
                           trailingKerning: spaced.map { $0.body - width } ?? 0,
                           breaks: breaks, prefixWidths: pieces.map(\.prefix), suffixWidths: pieces.map(\.suffix),
                           breakPens: spaced?.pens ?? breaks.map { _ in 0 })
    }

    /// The width of `word` shaped in pieces ending at `cuts`.
    private static func width(of word: UnsafeBufferPointer<UInt8>, cuts: [Int], _ face: SizedFace) -> Int {
        zip([0] + cuts, cuts + [word.count]).reduce(0) { total, piece in
            total + face.width(of: UnsafeBufferPointer(rebasing: word[piece.0..<piece.1]))
        }
    }
}
