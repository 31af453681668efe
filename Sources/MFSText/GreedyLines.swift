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
    /// pen position in the word shaped whole fits (kerning with the next
    /// character included), moved back while the line shaped on its own
    /// does not fit.
    private func breakInside(_ index: Int, _ offset: Int) -> LineEnd {
        let word = words[index]
        let whole = pieceWidth(index, from: offset, to: word.count, prefixSlot: nil)
        let afterWord: LineEnd = (whole, index + 1 < words.count ? (index + 1, 0) : nil)
        guard whole > limit else { return afterWord }
        let candidates = graphemeBoundaries(word.start + offset, word.end).map { offset + $0 }
        guard !candidates.isEmpty else { return afterWord }
        let positions = face.positions(in: UnsafeBufferPointer(rebasing: text[word.start..<word.end]),
                                       at: [offset] + candidates)
        var chosen = max(0, (candidates.indices.last { positions[$0 + 1] - positions[0] <= limit }) ?? 0)
        var width = pieceWidth(index, from: offset, to: candidates[chosen], prefixSlot: nil)
        while chosen > 0, width > limit {
            chosen -= 1
            width = pieceWidth(index, from: offset, to: candidates[chosen], prefixSlot: nil)
        }
        return (width, (index, candidates[chosen]))
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
    /// start, found again for a rest that starts a line after a break inside.
    private func breaks(_ index: Int, from: Int) -> [Int] {
        let word = words[index]
        guard from > 0 else { return word.metrics.breaks }
        return breaks.breaks(in: UnsafeBufferPointer(rebasing: text[word.start + from..<word.end]), afterSpace: false)
            .map { from + $0 }
    }

    /// Grapheme boundaries strictly inside bytes `start..<end` of the text,
    /// as byte offsets from `start`.
    private func graphemeBoundaries(_ start: Int, _ end: Int) -> [Int] {
        breaks.graphemeBoundaries(in: UnsafeBufferPointer(rebasing: text[start..<end]))
    }
}
