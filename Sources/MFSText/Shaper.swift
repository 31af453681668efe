/// What one thread needs to measure words and break lines in one weight at
/// one size: a HarfBuzz font with its shaping buffer and ICU's iterators.
/// Not thread-safe: `WordMeasurer` lends each to one layout at a time.
final class Shaper {
    let face: SizedFace
    let breakFinder = BreakFinder()

    init(face: FontFace, size: Double) {
        self.face = SizedFace(face: face, size: size)
    }
}
