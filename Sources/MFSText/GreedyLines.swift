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

    /// Where a line ends: its width and where the next line starts
    /// (word index and byte offset in that word), nil at the end of the text.
    private typealias LineEnd = (width: Int, next: (word: Int, offset: Int)?)

    mutating func lines(maxLines: Int) -> BrokenLines {
        var result = BrokenLines(starts: [], width: 0, isTruncated: false)
        guard !words.isEmpty else { return result }
        var position: (word: Int, offset: Int)? = (0, 0)
        while let start = position {
            if maxLines > 0, result.starts.count == maxLines {
                result.isTruncated = true
                break
            }
            result.starts.append(words[start.word].start + start.offset)
            let end = line(from: start.word, start.offset)
            result.width = max(result.width, end.width)
            position = end.next
        }
        return result
    }

    /// The line that starts at `offset` in word `first`.
    private func line(from first: Int, _ offset: Int) -> LineEnd {
        var best: LineEnd?
        var base = 0
        for index in first..<words.count {
            let metrics = words[index].metrics, from = index == first ? offset : 0
            for (slot, at) in breaks(index, from: from).enumerated() {
                let width = base + pieceWidth(index, from: from, to: at, prefixSlot: from == 0 ? slot : nil)
                guard width <= limit else { return best ?? breakInside(first, offset) }
                best = (width, (index, at))
            }
            let isLast = index == words.count - 1
            if from > 0, !fits(index, from: from) { return best ?? breakInside(first, offset) }
            // Before a space, the word's last glyph carries its kerning with it,
            // even when the space hangs at the end of the line.
            let width = base + pieceWidth(index, from: from, to: words[index].count, prefixSlot: nil)
                + (isLast ? 0 : metrics.trailingKerning)
            guard width <= limit else { return best ?? breakInside(first, offset) }
            if isLast { return (width, nil) }
            best = (width, (index + 1, 0))
            base = width + face.spaceWidth + words[index + 1].leadingKerning
        }
        preconditionFailure("the last word always ends the line")
    }

    /// The line that starts at `offset` in word `index` when nothing up to
    /// its next break opportunity fits: the rest of the word if it fits,
    /// else whole graphemes, at least one. As Chromium's shaping line
    /// breaker does, the candidate end is the last grapheme boundary whose
    /// pen position in the rest shaped whole fits (kerning with the next
    /// character included), moved back while the line shaped on its own
    /// does not fit. Work grows with the line, not the word: the rest is
    /// looked at in windows that double until the line's end lies inside.
    private func breakInside(_ index: Int, _ offset: Int) -> LineEnd {
        let word = words[index]
        let afterWord = index + 1 < words.count ? (index + 1, 0) : nil
        var window = 64
        while true {
            let end = scalarBoundary(word.start + min(word.count, offset + window)) - word.start
            let rest = UnsafeBufferPointer(rebasing: text[word.start + offset..<word.start + end])
            let reachesEnd = end == word.count
            if reachesEnd {
                let whole = face.width(of: rest)
                if whole <= limit { return (whole, afterWord) }
            }
            let candidates = breaks.graphemeBoundaries(in: rest)
            let stops = face.positions(in: rest, at: candidates)
            let fitting = candidates.indices.last { stops[$0] <= limit }
            if !reachesEnd, candidates.isEmpty || fitting == candidates.count - 1 {
                window *= 2
                continue
            }
            guard !candidates.isEmpty else { return (face.width(of: rest), afterWord) }
            var chosen = fitting ?? 0
            var width = pieceWidth(index, from: offset, to: offset + candidates[chosen], prefixSlot: nil)
            while chosen > 0, width > limit {
                chosen -= 1
                width = pieceWidth(index, from: offset, to: offset + candidates[chosen], prefixSlot: nil)
            }
            return (width, (index, offset + candidates[chosen]))
        }
    }

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
