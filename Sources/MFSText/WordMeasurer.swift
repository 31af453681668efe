import Foundation

/// Measures texts in one weight at one size: splits them into words, measures
/// each word once (HarfBuzz for widths, ICU for break opportunities) and keeps
/// the result in a bounded `WordTable`.
///
/// Thread-safe: every call takes the instance's lock (HarfBuzz buffers and
/// ICU iterators are per instance and not shareable).
final class WordMeasurer: @unchecked Sendable {
    private let lock = NSLock()
    private let face: SizedFace
    private var table = WordTable()
    private let breakFinder = BreakFinder()
    private var words: [WordSpan] = []

    init(face: FontFace, size: Double) {
        self.face = SizedFace(face: face, size: size)
    }

    /// Breaks `text` (UTF-8) into lines no wider than `limit` (16.16 px,
    /// inclusive), at most `maxLines` of them (0: no limit). Pure apart from
    /// the cache.
    func lines(of text: UnsafeBufferPointer<UInt8>, limit: Int, maxLines: Int) -> BrokenLines {
        lock.lock()
        defer { lock.unlock() }
        collectWords(text)
        var breaking = GreedyLines(text: text, words: words, face: face, breaks: breakFinder, limit: limit)
        return breaking.lines(maxLines: maxLines)
    }

    /// Empties the word cache (the cold case of `mfs bench text`).
    func removeAllWords() {
        lock.lock()
        defer { lock.unlock() }
        table.removeAll()
    }

    /// Fills `words` with the runs of `text` between collapsible white space
    /// (space, tab, line feed, carriage return: what CSS `white-space: normal`
    /// collapses), measuring the words the table does not hold.
    private func collectWords(_ text: UnsafeBufferPointer<UInt8>) {
        words.removeAll(keepingCapacity: true)
        var index = 0, context: Int32 = -1
        while index < text.count {
            while index < text.count, Self.isCollapsible(text[index]) { index += 1 }
            let start = index
            while index < text.count, !Self.isCollapsible(text[index]) { index += 1 }
            guard index > start else { break }
            let word = UnsafeBufferPointer(rebasing: text[start..<index])
            let hash = WordTable.hash(word)
            let metrics: WordMetrics
            if let known = table.metrics(of: word, hash: hash) {
                metrics = known
            } else {
                metrics = measure(word)
                table.insert(word, hash: hash, metrics: metrics)
            }
            words.append(WordSpan(start: start, end: index, metrics: metrics, context: context))
            if metrics.scripts.lastScript >= 0 { context = metrics.scripts.lastScript }
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
    private func measure(_ word: UnsafeBufferPointer<UInt8>) -> WordMetrics {
        let scripts = ScriptRuns(word)
        let breaks = breakFinder.breaks(in: word)
        let spaced = face.spaced(word, at: breaks)
        let oneRun = scripts.changes.isEmpty && spaced != nil
        let safeStart = oneRun && spaced!.isSafeAtStart, safeEnd = oneRun && spaced!.isSafeAtEnd
        let width = safeStart && safeEnd ? spaced!.body : width(of: word, cuts: scripts.changes)
        let afterOther = scripts.leadingEnd.map { self.width(of: word, cuts: [$0] + scripts.changes) } ?? width
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
    private func width(of word: UnsafeBufferPointer<UInt8>, cuts: [Int]) -> Int {
        zip([0] + cuts, cuts + [word.count]).reduce(0) { total, piece in
            total + face.width(of: UnsafeBufferPointer(rebasing: word[piece.0..<piece.1]))
        }
    }
}
