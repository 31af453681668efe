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
    let face: SizedFace
    let breaks: BreakFinder
    /// The widest a line may be, 16.16 px (inclusive).
    let limit: Int

    /// Where a line starts: word index, byte offset in that word, and the
    /// pen position there when the whole paragraph is shaped at once (Blink
    /// measures a line's end against positions in that shaping, ceiled to
    /// 1/64 px, so their fractions decide ties).
    private typealias LineStart = (word: Int, offset: Int, pen: Int)
    /// Where a line ends: its width and where the next line starts, nil at the end of the text.
    private typealias LineEnd = (width: Int, next: LineStart?)

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
    private func line(from start: LineStart, pens: [Int]) -> LineEnd {
        var best: LineEnd?
        var base = 0
        for index in start.word..<words.count {
            let from = index == start.word ? start.offset : 0
            if !words[index].metrics.breaks.isEmpty {
                for (slot, at) in breaks(index, from: from).enumerated() {
                    let width = base + pieceWidth(index, from: from, to: at, prefixSlot: from == 0 ? slot : nil)
                    guard width <= limit else { return best ?? breakInside(start, pens: pens) }
                    best = (width, (index, at, pens[index] + words[index].metrics.penPosition(atBreak: at)))
                }
            }
            let isLast = index == words.count - 1
            if from > 0, !fits(index, from: from) { return best ?? breakInside(start, pens: pens) }
            // Before a space, the word's last glyph carries its kerning with it,
            // even when the space hangs at the end of the line.
            let width = base + pieceWidth(index, from: from, to: words[index].count, prefixSlot: nil)
                + (isLast ? 0 : words[index].metrics.trailingKerning)
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
        for (index, word) in words.enumerated() {
            pens.append(pen)
            if index + 1 < words.count {
                pen += word.width + word.metrics.trailingKerning + face.spaceWidth + words[index + 1].leadingKerning
            }
        }
        return pens
    }

    /// The line that starts at `start` when nothing up to its next break
    /// opportunity fits: the rest of the word if it fits, else whole
    /// graphemes, at least one, as Blink's `ShapingLineBreaker::ShapeLine`
    /// chooses them. The candidate end is the last grapheme boundary whose
    /// pen position in the rest shaped whole is within `limit`. Where
    /// HarfBuzz left that break unsafe, the piece from the last safe
    /// boundary before it is reshaped and must fit in the room Blink
    /// computes from positions in the paragraph's shaping ceiled to 1/64 px
    /// (LayoutUnit), so their fractions decide ties; else the end moves
    /// back a grapheme. Work grows with the line, not the word: the rest is
    /// looked at in windows that double until the line's end lies inside.
    private func breakInside(_ start: LineStart, pens: [Int]) -> LineEnd {
        let (index, offset) = (start.word, start.offset)
        let word = words[index]
        let afterWord: LineStart? = index + 1 < words.count ? (index + 1, 0, pens[index + 1]) : nil
        var window = 64
        while true {
            let end = scalarBoundary(word.start + min(word.count, offset + window)) - word.start
            let rest = UnsafeBufferPointer(rebasing: text[word.start + offset..<word.start + end])
            let reachesEnd = end == word.count
            let candidates = breaks.graphemeBoundaries(in: rest)
            let (stops, safe) = face.positions(in: rest, at: candidates + [rest.count])
            let whole = stops[candidates.count]
            if reachesEnd, whole <= limit { return (whole, afterWord) }
            let fitting = candidates.indices.last { stops[$0] <= limit }
            if !reachesEnd, candidates.isEmpty || fitting == candidates.count - 1 {
                window *= 2
                continue
            }
            guard !candidates.isEmpty else { return (whole, afterWord) }
            var chosen = fitting ?? 0
            while chosen > 0, !safe[chosen], let lastSafe = safe[..<chosen].lastIndex(of: true) {
                let room = Self.ceiled(start.pen) + limit - Self.ceiled(start.pen + stops[lastSafe])
                if pieceWidth(index, from: offset + candidates[lastSafe], to: offset + candidates[chosen], prefixSlot: nil) <= room { break }
                chosen -= 1
            }
            // A piece that ends where HarfBuzz left the rest safe to break is as wide alone.
            let width = safe[chosen] ? stops[chosen] : pieceWidth(index, from: offset, to: offset + candidates[chosen], prefixSlot: nil)
            return (width, (index, offset + candidates[chosen], start.pen + stops[chosen]))
        }
    }

    /// `value` (16.16) rounded up to a multiple of 1/64 px.
    private static func ceiled(_ value: Int) -> Int { (value + 1023) & ~1023 }

    /// Whether the rest of word `index` from `from` can fit a line: false
    /// when its first 256 bytes alone are wider than the line by more than
    /// any kerning could take back, so a long word is not shaped whole
    /// once per line.
    private func fits(_ index: Int, from: Int) -> Bool {
        let word = words[index]
        guard word.count - from > 256 else { return true }
        let end = scalarBoundary(word.start + from + 256)
        return face.width(of: UnsafeBufferPointer(rebasing: text[word.start + from..<end])) <= limit + face.emSize
    }

    /// The first character boundary at or after byte `offset` of the text.
    private func scalarBoundary(_ offset: Int) -> Int {
        var offset = offset
        while offset < text.count, text[offset] & 0xC0 == 0x80 { offset += 1 }
        return offset
    }

    /// The width of bytes `from..<to` of word `index` shaped alone; cached
    /// widths for the whole word and its pieces at breaks, shaped otherwise.
    /// `prefixSlot` names the break at `to` when the caller knows it.
    private func pieceWidth(_ index: Int, from: Int, to: Int, prefixSlot: Int?) -> Int {
        let word = words[index], metrics = word.metrics
        if from == 0 {
            if to == word.count { return word.width }
            if let slot = prefixSlot ?? metrics.breaks.firstIndex(of: to) { return metrics.prefixWidths[slot] }
        } else if to == word.count, let slot = metrics.breaks.firstIndex(of: from) {
            return metrics.suffixWidths[slot]
        }
        return face.width(of: UnsafeBufferPointer(rebasing: text[word.start + from..<word.start + to]))
    }

    /// The breaks after `from` in word `index`: the cached ones from its
    /// start, found again for a rest that starts a line after a break inside
    /// (where ICU sees the start of a text, which only removes breaks).
    private func breaks(_ index: Int, from: Int) -> [Int] {
        let word = words[index]
        guard from > 0 else { return word.metrics.breaks }
        guard word.metrics.breaks.contains(where: { $0 > from }) else { return [] }
        return breaks.breaks(in: UnsafeBufferPointer(rebasing: text[word.start + from..<word.end]), afterSpace: false)
            .map { from + $0 }
    }
}
