/// One word shaped whole, once, for breaking lines inside it: its grapheme
/// boundaries and the pen position at each (16.16 px). A line that starts
/// inside the word reads its pieces from here, reshaping only from its
/// start to the next boundary HarfBuzz left safe, as Blink's
/// `ShapingLineBreaker` reuses the paragraph's shaping.
struct GraphemePens: Equatable {
    /// Byte offsets in the word of its grapheme boundaries, 0 and the word's
    /// length included, ascending.
    var offsets: [Int]
    /// The pen position at each, from the word's start.
    var pens: [Int]
    /// Whether a break before each is safe (the word's ends count as safe).
    var safe: [Bool]

    /// `word` shaped whole (`HarfBuzzFont.positions`).
    init(_ word: UnsafeBufferPointer<UInt8>, face: HarfBuzzFont, breaks: BreakFinder) {
        let inside = breaks.graphemeBoundaries(in: word)
        self.init(inside: inside, count: word.count, positions: face.positions(in: word, at: inside + [word.count]))
    }

    /// The pens of a word `count` bytes long whose grapheme boundaries strictly
    /// inside are `inside`, from `positions`: its shaping's pen and safety at
    /// each of `inside` and at its end.
    init(inside: [Int], count: Int, positions: (stops: [Int], safe: [Bool])) {
        offsets = [0] + inside + [count]
        pens = [0] + positions.stops
        safe = [true] + positions.safe[..<inside.count] + [true]
    }

    /// The index of the first boundary after `offset`.
    func index(after offset: Int) -> Int {
        var low = 0, high = offsets.count
        while low < high {
            let middle = (low + high) / 2
            if offsets[middle] <= offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The pen at `offset` when it is a boundary where a break is safe, else nil.
    func safePen(at offset: Int) -> Int? {
        let next = index(after: offset)
        return next > 0 && offsets[next - 1] == offset && safe[next - 1] ? pens[next - 1] : nil
    }
}
