/// One word shaped whole, once, for breaking lines inside it: its grapheme
/// boundaries and the pen position at each (16.16 px). A line that starts
/// inside the word reads its pieces from here, reshaping only from its
/// start to the next boundary HarfBuzz left safe, as Blink's
/// `ShapingLineBreaker` reuses the paragraph's shaping.
struct GraphemePens {
    /// Byte offsets in the word of its grapheme boundaries, 0 and the word's
    /// length included, ascending.
    var offsets: [Int]
    /// The pen position at each, from the word's start.
    var pens: [Int]
    /// Whether a break before each is safe (the word's ends count as safe).
    var safe: [Bool]

    init(_ word: UnsafeBufferPointer<UInt8>, face: HarfBuzzFont, breaks: BreakFinder) {
        let inside = breaks.graphemeBoundaries(in: word)
        let shaped = face.positions(in: word, at: inside + [word.count])
        offsets = [0] + inside + [word.count]
        pens = [0] + shaped.stops
        safe = [true] + shaped.safe.dropLast() + [true]
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

    /// Whether `offset` is a boundary where a break is safe.
    func isSafe(at offset: Int) -> Bool {
        let next = index(after: offset)
        return next > 0 && offsets[next - 1] == offset && safe[next - 1]
    }
}
