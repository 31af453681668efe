/// Chromium's line breaking (LayoutNG, `white-space: normal`,
/// `overflow-wrap: break-word`) over measured words.
///
/// Each line takes as much text as fits: it ends at the last break
/// opportunity (a collapsed space, or a break inside a word that
/// `ChromiumBreakRules` allows) whose line is at most `limit` wide, trailing spaces
/// hanging. Each line's pieces of words are shaped on their own, as
/// Chromium reshapes a line's ends. A line with no opportunity that fits
/// breaks its first word at the last grapheme boundary that fits (at least
/// one grapheme per line). Between two words on a line lies a space, with
/// the kerning of each word with it, as Chromium shapes a paragraph whole.
struct GreedyLines {
    let text: UnsafeBufferPointer<UInt8>
    let words: [WordSpan]
    let face: HarfBuzzFont
    let breaks: BreakFinder
    /// The widest a line may be, 16.16 px (inclusive).
    let limit: Int
    /// The last word shaped whole to break lines inside it.
    private var broken: (word: Int, pens: GraphemePens)?

    init(text: UnsafeBufferPointer<UInt8>, words: [WordSpan], face: HarfBuzzFont, breaks: BreakFinder, limit: Int) {
        self.text = text
        self.words = words
        self.face = face
        self.breaks = breaks
        self.limit = limit
    }

    /// Where a line starts: word index, byte offset in that word, and the
    /// pen position there when the whole paragraph is shaped at once (Blink
    /// measures a line's end against positions in that shaping, ceiled to
    /// 1/64 px, so their fractions decide ties).
    private typealias LineStart = (word: Int, offset: Int, pen: Int)
    /// Where a line ends: its width and where the next line starts, nil at the end of the text.
    private typealias LineEnd = (width: Int, next: LineStart?)
    /// A grapheme boundary inside a word: its byte offset, the pen position
    /// there from a line's start, and whether a break there is safe.
    private typealias Stop = (offset: Int, pen: Int, safe: Bool)

    mutating func lines(maxLines: Int) -> BrokenLines {
        var result = BrokenLines(starts: [], width: 0, isTruncated: false)
        guard !words.isEmpty else { return result }
        let pens = wordPens()
        var position: LineStart? = (0, 0, 0)
        while let start = position {
            if maxLines > 0, result.starts.count == maxLines {
                result.isTruncated = true
                break
            }
            result.starts.append(words[start.word].start + start.offset)
            let end = line(from: start, pens: pens)
            result.width = max(result.width, end.width)
            position = end.next
        }
        return result
    }

    /// The line that starts at `start`.
    private mutating func line(from start: LineStart, pens: [Int]) -> LineEnd {
        var best: LineEnd?
        var base = 0
        for index in start.word..<words.count {
            let from = index == start.word ? start.offset : 0
            // The word is read in place (`words[index]`), not copied: a copy
            // retains its metrics, once per word per line.
            if !words[index].metrics.breaks.isEmpty {
                for (slot, at) in breaks(index, from: from).enumerated() {
                    let width = base + pieceWidth(index, from: from, to: at, prefixSlot: from == 0 ? slot : nil)
                    guard width <= limit else { return best ?? breakInside(start, pens: pens) }
                    let pen = words[index].metrics.breakIndex(at: at).map { words[index].metrics.breaks[$0].pen } ?? 0
                    best = (width, (index, at, pens[index] + pen))
                }
            }
            let isLast = index == words.count - 1
            // A line that starts inside the word: base is 0.
            guard let rest = from == 0 ? words[index].width : restWidth(index, from: from) else {
                return best ?? breakInside(start, pens: pens)
            }
            // Before a space, the word's last glyph carries its kerning with it,
            // even when the space hangs at the end of the line.
            let width = base + rest + (isLast ? 0 : words[index].metrics.trailingKerning)
            guard width <= limit else { return best ?? breakInside(start, pens: pens) }
            if isLast { return (width, nil) }
            best = (width, (index + 1, 0, pens[index + 1]))
            base = width + face.spaceWidth + words[index + 1].leadingKerning
        }
        preconditionFailure("the last word always ends the line")
    }

    /// The pen position at the start of each word in the paragraph shaped
    /// whole: the words in their context, each followed by a space with
    /// the kerning on both sides of it.
    private func wordPens() -> [Int] {
        var pens: [Int] = [], pen = 0
        pens.reserveCapacity(words.count)
        for index in words.indices {
            pens.append(pen)
            if index + 1 < words.count {
                pen += words[index].width + words[index].metrics.trailingKerning + face.spaceWidth + words[index + 1].leadingKerning
            }
        }
        return pens
    }

    /// The line that starts at `start` when nothing up to its next break
    /// opportunity fits: the rest of the word if it fits, else whole
    /// graphemes, at least one, as Blink's `ShapingLineBreaker::ShapeLine`
    /// chooses them. The candidate end is the last grapheme boundary whose
    /// pen position in the rest shaped whole (`stops`) is within `limit`.
    /// Where HarfBuzz left that break unsafe, the piece from the last safe
    /// boundary before it is reshaped and must fit in the room Blink
    /// computes from positions in the paragraph's shaping ceiled to 1/64 px
    /// (LayoutUnit), so their fractions decide ties; else the end moves
    /// back a grapheme.
    private mutating func breakInside(_ start: LineStart, pens: [Int]) -> LineEnd {
        let (index, offset) = (start.word, start.offset)
        let afterWord: LineStart? = index + 1 < words.count ? (index + 1, 0, pens[index + 1]) : nil
        var candidates = stops(index, from: offset)
        let whole = candidates[candidates.count - 1].pen
        if candidates[candidates.count - 1].offset == words[index].count {
            candidates.removeLast()
            if whole <= limit { return (whole, afterWord) }
        }
        guard !candidates.isEmpty else { return (whole, afterWord) }
        var chosen = candidates.lastIndex { $0.pen <= limit } ?? 0
        while chosen > 0, !candidates[chosen].safe, let lastSafe = candidates[..<chosen].lastIndex(where: \.safe) {
            let room = Self.ceiled(start.pen) + limit - Self.ceiled(start.pen + candidates[lastSafe].pen)
            if pieceWidth(index, from: candidates[lastSafe].offset, to: candidates[chosen].offset, prefixSlot: nil) <= room { break }
            chosen -= 1
        }
        let end = candidates[chosen]
        // A piece that ends where HarfBuzz left the rest safe to break is as wide alone.
        let width = end.safe ? end.pen : pieceWidth(index, from: offset, to: end.offset, prefixSlot: nil)
        return (width, (index, end.offset, start.pen + end.pen))
    }

    /// `value` (16.16) rounded up to a multiple of 1/64 px.
    private static func ceiled(_ value: Int) -> Int { (value + 1023) & ~1023 }

    /// The grapheme boundaries of word `index` after `offset`, each with the
    /// pen position there in the rest of the word shaped alone from
    /// `offset`, and whether a break there is safe: read from the word's one
    /// shaping (`GraphemePens`), after reshaping the piece up to the first
    /// safe boundary when `offset` is not one. They end at the word's end or
    /// at the first boundary past `limit` by more than an em (which no
    /// kerning takes back), so the work grows with the line, not the word.
    private mutating func stops(_ index: Int, from offset: Int) -> [Stop] {
        let graphemes = graphemePens(index)
        var next = graphemes.index(after: offset), result: [Stop] = []
        // At most one stop per boundary after `offset`: one allocation, not one per doubling.
        result.reserveCapacity(graphemes.offsets.count - next)
        var shift = 0
        if let pen = graphemes.safePen(at: offset) {
            shift = pen
        } else {
            var safeEnd = next
            while !graphemes.safe[safeEnd] { safeEnd += 1 }
            let start = words[index].start
            let head = UnsafeBufferPointer(rebasing: text[start + offset..<start + graphemes.offsets[safeEnd]])
            let inside = graphemes.offsets[next..<safeEnd].map { $0 - offset }
            let shaped = face.positions(in: head, at: inside + [head.count])
            for slot in inside.indices { result.append((offset + inside[slot], shaped.stops[slot], shaped.safe[slot])) }
            shift = graphemes.pens[safeEnd] - shaped.stops[inside.count]
            next = safeEnd
        }
        while next < graphemes.offsets.count {
            let stop = (offset: graphemes.offsets[next], pen: graphemes.pens[next] - shift, safe: graphemes.safe[next])
            result.append(stop)
            if stop.pen > limit + face.emSize { break }
            next += 1
        }
        return result
    }

    /// Word `index`'s grapheme pens: kept from its one shaping when it was
    /// measured wider than a line, else shaped whole, once per layout.
    private mutating func graphemePens(_ index: Int) -> GraphemePens {
        if let kept = words[index].metrics.graphemes { return kept }
        if let broken, broken.word == index { return broken.pens }
        let word = words[index]
        let pens = GraphemePens(UnsafeBufferPointer(rebasing: text[word.start..<word.end]), face: face, breaks: breaks)
        broken = (index, pens)
        return pens
    }

    /// The width of the rest of word `index` from `from` (> 0) shaped alone:
    /// cached at a break, else from `stops`; nil when it is wider than the
    /// line by more than an em.
    private mutating func restWidth(_ index: Int, from: Int) -> Int? {
        let metrics = words[index].metrics
        if let slot = metrics.breakIndex(at: from) { return metrics.breaks[slot].suffixWidth }
        let stops = stops(index, from: from)
        return stops[stops.count - 1].offset == words[index].count ? stops[stops.count - 1].pen : nil
    }

    /// The width of bytes `from..<to` of word `index` shaped alone: cached
    /// widths for the whole word and its pieces at breaks, the difference of
    /// the pens at two safe offsets (`safePen`), shaped otherwise.
    /// `prefixSlot` names the break at `to` when the caller knows it.
    private func pieceWidth(_ index: Int, from: Int, to: Int, prefixSlot: Int?) -> Int {
        let word = words[index], metrics = word.metrics
        if from == 0 {
            if to == word.count { return word.width }
            if let slot = prefixSlot ?? metrics.breakIndex(at: to) { return metrics.breaks[slot].prefixWidth }
        } else if to == word.count, let slot = metrics.breakIndex(at: from) {
            return metrics.breaks[slot].suffixWidth
        }
        if let start = safePen(index, at: from), let end = safePen(index, at: to) { return end - start }
        return face.width(of: UnsafeBufferPointer(rebasing: text[word.start + from..<word.start + to]))
    }

    /// The pen at `offset` in word `index` shaped whole alone where HarfBuzz
    /// left that shaping safe to break, so that a piece between two such
    /// offsets is, alone, as wide as their pens' difference: read from the
    /// word's breaks, else from its grapheme pens at hand; nil elsewhere.
    private func safePen(_ index: Int, at offset: Int) -> Int? {
        let metrics = words[index].metrics
        if let slot = metrics.breakIndex(at: offset), metrics.breaks[slot].isSafe { return metrics.breaks[slot].pen }
        guard let pens = metrics.graphemes ?? broken.flatMap({ $0.word == index ? $0.pens : nil }) else { return nil }
        return pens.safePen(at: offset)
    }

    /// The breaks after `from` in word `index`: the cached ones from its
    /// start, found again for a rest that starts a line after a break inside
    /// (where ICU sees the start of a text, which only removes breaks).
    private func breaks(_ index: Int, from: Int) -> [Int] {
        let word = words[index]
        guard from > 0 else { return word.metrics.breaks.map(\.offset) }
        guard word.metrics.breaks.contains(where: { $0.offset > from }) else { return [] }
        return breaks.breaks(in: UnsafeBufferPointer(rebasing: text[word.start + from..<word.end]), afterSpace: false)
            .map { from + $0 }
    }
}
