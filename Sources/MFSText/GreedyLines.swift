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
    /// The breaks and kept grapheme pens the words' metrics name (their `WordTable`'s).
    let wordBreaks: [WordBreak]
    let keptPens: [GraphemePens]
    let face: HarfBuzzFont
    let breakFinder: BreakFinder
    /// The widest a line may be, 16.16 px (inclusive).
    let limit: Int
    /// The last word shaped whole to break lines inside it.
    private var broken: (word: Int, pens: GraphemePens)?

    init(text: UnsafeBufferPointer<UInt8>, words: [WordSpan], table: WordTable, face: HarfBuzzFont, breakFinder: BreakFinder, limit: Int) {
        self.text = text
        self.words = words
        wordBreaks = table.breaks
        keptPens = table.graphemes
        self.face = face
        self.breakFinder = breakFinder
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
        // A line per word at most: one allocation, not one per doubling.
        result.starts.reserveCapacity(maxLines > 0 ? min(maxLines, words.count) : words.count)
        var position: LineStart? = (0, 0, 0)
        while let start = position {
            if maxLines > 0, result.starts.count == maxLines {
                result.isTruncated = true
                break
            }
            result.starts.append(words[start.word].start + start.offset)
            let end = line(from: start)
            result.width = max(result.width, end.width)
            position = end.next
        }
        return result
    }

    /// The line that starts at `start`. A word (or the rest of one) that
    /// fits ends no line inside, so its breaks are only tried, in order,
    /// when it does not fit.
    private mutating func line(from start: LineStart) -> LineEnd {
        var best: LineEnd?
        var base = 0
        for index in start.word..<words.count {
            let from = index == start.word ? start.offset : 0
            let isLast = index == words.count - 1
            // A line that starts inside the word: base is 0.
            if let rest = from == 0 ? words[index].width : restWidth(index, from: from) {
                // Before a space, the word's last glyph carries its kerning with it,
                // even when the space hangs at the end of the line.
                let width = base + rest + (isLast ? 0 : words[index].metrics.trailingKerning)
                if width <= limit {
                    if isLast { return (width, nil) }
                    best = (width, (index + 1, 0, words[index + 1].pen))
                    base = width + face.spaceWidth + words[index + 1].leadingKerning
                    continue
                }
            }
            if !words[index].metrics.breaks.isEmpty {
                for at in breaks(index, from: from) {
                    let slot = breakSlot(index, at: at)
                    let width = base + pieceWidth(index, from: from, to: at)
                    guard width <= limit else { break }
                    best = (width, (index, at, words[index].pen + (slot.map { wordBreaks[$0].pen } ?? 0)))
                }
            }
            return best ?? breakInside(start)
        }
        preconditionFailure("the last word always ends the line")
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
    private mutating func breakInside(_ start: LineStart) -> LineEnd {
        let (index, offset) = (start.word, start.offset)
        let afterWord: LineStart? = index + 1 < words.count ? (index + 1, 0, words[index + 1].pen) : nil
        var candidates = stops(index, from: offset)
        let whole = candidates[candidates.count - 1].pen
        if candidates[candidates.count - 1].offset == words[index].count {
            candidates.removeLast()
            if whole <= limit { return (whole, afterWord) }
        }
        guard !candidates.isEmpty else { return (whole, afterWord) }
        var chosen = candidates.lastIndex { $0.pen <= limit } ?? 0
        // The chosen end's reshaped tail: the last safe boundary before it and the piece's width from there.
        var tail: (from: Int, width: Int)?
        while chosen > 0, !candidates[chosen].safe, let lastSafe = candidates[..<chosen].lastIndex(where: \.safe) {
            let room = Self.ceiled(start.pen) + limit - Self.ceiled(start.pen + candidates[lastSafe].pen)
            let piece = pieceWidth(index, from: candidates[lastSafe].offset, to: candidates[chosen].offset)
            if piece <= room {
                tail = (lastSafe, piece)
                break
            }
            chosen -= 1
        }
        let end = candidates[chosen]
        // A piece that ends where HarfBuzz left the rest safe to break is as
        // wide alone; else it is as wide as its part up to the last safe
        // boundary and its tail reshaped, as Blink puts the line together.
        let width = end.safe ? end.pen
            : tail.map { candidates[$0.from].pen + $0.width } ?? pieceWidth(index, from: offset, to: end.offset)
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
        if let kept = keptGraphemes(index) { return kept }
        if let broken, broken.word == index { return broken.pens }
        let word = words[index]
        let pens = GraphemePens(UnsafeBufferPointer(rebasing: text[word.start..<word.end]), face: face, breaks: breakFinder)
        broken = (index, pens)
        return pens
    }

    /// The width of the rest of word `index` from `from` (> 0) shaped alone:
    /// at a break, its suffix, else from `stops`; nil when it is wider than
    /// the line by more than an em.
    private mutating func restWidth(_ index: Int, from: Int) -> Int? {
        if let slot = breakSlot(index, at: from) { return suffixWidth(index, slot) }
        let stops = stops(index, from: from)
        return stops[stops.count - 1].offset == words[index].count ? stops[stops.count - 1].pen : nil
    }

    /// The width of bytes `from..<to` of word `index` shaped alone: the
    /// whole word's, its pieces' at breaks, the difference of the pens at
    /// two safe offsets (`safePen`), shaped otherwise.
    private func pieceWidth(_ index: Int, from: Int, to: Int) -> Int {
        let word = words[index]
        if from == 0 {
            if to == word.count { return word.width }
            if let slot = breakSlot(index, at: to) { return prefixWidth(index, slot) }
        } else if to == word.count, let slot = breakSlot(index, at: from) {
            return suffixWidth(index, slot)
        }
        if let start = safePen(index, at: from), let end = safePen(index, at: to) { return end - start }
        return face.width(of: UnsafeBufferPointer(rebasing: text[word.start + from..<word.start + to]))
    }

    /// The width of word `index` up to the break `slot` (in `wordBreaks`)
    /// shaped alone: its pen there where that is safe, else shaped.
    private func prefixWidth(_ index: Int, _ slot: Int) -> Int {
        let wordBreak = wordBreaks[slot], start = words[index].start
        return wordBreak.isSafe ? wordBreak.pen : face.width(of: UnsafeBufferPointer(rebasing: text[start..<start + wordBreak.offset]))
    }

    /// The width of word `index` from the break `slot` (in `wordBreaks`)
    /// shaped alone: the rest of its width where that is safe, else shaped.
    private func suffixWidth(_ index: Int, _ slot: Int) -> Int {
        let wordBreak = wordBreaks[slot], word = words[index]
        return wordBreak.isSafe ? word.metrics.width - wordBreak.pen
            : face.width(of: UnsafeBufferPointer(rebasing: text[word.start + wordBreak.offset..<word.end]))
    }

    /// The index in `wordBreaks` of word `index`'s break at `offset`, nil when there is none.
    private func breakSlot(_ index: Int, at offset: Int) -> Int? {
        let range = words[index].metrics.breaks
        for slot in Int(range.lowerBound)..<Int(range.upperBound) where wordBreaks[slot].offset == offset { return slot }
        return nil
    }

    /// Word `index`'s grapheme pens kept from its one shaping, if it kept them.
    private func keptGraphemes(_ index: Int) -> GraphemePens? {
        let kept = words[index].metrics.graphemes
        return kept < 0 ? nil : keptPens[Int(kept)]
    }

    /// The pen at `offset` in word `index` shaped whole alone where HarfBuzz
    /// left that shaping safe to break, so that a piece between two such
    /// offsets is, alone, as wide as their pens' difference: read from the
    /// word's breaks, else from its grapheme pens at hand; nil elsewhere.
    private func safePen(_ index: Int, at offset: Int) -> Int? {
        if let slot = breakSlot(index, at: offset), wordBreaks[slot].isSafe { return wordBreaks[slot].pen }
        guard let pens = keptGraphemes(index) ?? broken.flatMap({ $0.word == index ? $0.pens : nil }) else { return nil }
        return pens.safePen(at: offset)
    }

    /// The breaks after `from` in word `index`: the stored ones from its
    /// start, found again for a rest that starts a line after a break inside
    /// (where ICU sees the start of a text, which only removes breaks).
    private func breaks(_ index: Int, from: Int) -> [Int] {
        let word = words[index], range = Int(word.metrics.breaks.lowerBound)..<Int(word.metrics.breaks.upperBound)
        guard from > 0 else { return wordBreaks[range].map(\.offset) }
        guard wordBreaks[range].contains(where: { $0.offset > from }) else { return [] }
        return breakFinder.breaks(in: UnsafeBufferPointer(rebasing: text[word.start + from..<word.end]), afterSpace: false)
            .map { from + $0 }
    }
}
