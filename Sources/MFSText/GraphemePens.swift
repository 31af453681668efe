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
        let offsets = Self.boundaries(inside: breaks.graphemeBoundaries(in: word), count: word.count)
        self.init(offsets: offsets, positions: face.positions(in: word, at: offsets))
    }

    /// The pens at `offsets` (a word's grapheme boundaries, its ends
    /// included: `boundaries`) from `positions`: its shaping's pen and
    /// safety at each; the ends count as safe.
    init(offsets: [Int], positions: (stops: [Int], safe: [Bool])) {
        self.offsets = offsets
        pens = positions.stops
        safe = positions.safe
        safe[0] = true
        safe[safe.count - 1] = true
    }

    /// The grapheme boundaries of a word `count` bytes long whose boundaries
    /// strictly inside are `inside`: 0, `inside`, `count`.
    static func boundaries(inside: [Int], count: Int) -> [Int] {
        var offsets: [Int] = []
        offsets.reserveCapacity(inside.count + 2)
        offsets.append(0)
        offsets.append(contentsOf: inside)
        offsets.append(count)
        return offsets
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
