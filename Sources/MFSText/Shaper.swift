/// What one thread needs to measure words and break lines in one weight at
/// one size: a HarfBuzz font with its shaping buffer, ICU's iterators, and
/// its own cache of the words it has laid out (the shared
/// table's metrics), read without a lock.
/// Not thread-safe: each belongs to one thread (`ThreadShapers`).
final class Shaper {
    let face: HarfBuzzFont
    let breakFinder = BreakFinder()
    var words: WordTable
    /// The `WordMeasurer` generation `words` belongs to.
    var generation = 0

    init(face: FontFace, size: Double, tableEntries: Int) {
        self.face = HarfBuzzFont(face: face, size: size)
        words = WordTable(maxEntries: tableEntries)
    }
}
