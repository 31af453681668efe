/// What one thread needs to measure words and break lines in one weight at
/// one size: a HarfBuzz font with its shaping buffer, ICU's iterators, and
/// its own cache of the words it has measured, read and written without a lock.
/// Not thread-safe: each belongs to one thread (`ThreadShapers`).
final class Shaper {
    let face: HarfBuzzFont
    let breakFinder = BreakFinder()
    private var words: WordTable
    /// The `WordMeasurer` generation `words` belongs to.
    var generation = 0

    init(face: FontFace, size: Double, tableEntries: Int) {
        self.face = HarfBuzzFont(face: face, size: size)
        words = WordTable(maxEntries: tableEntries)
    }

    /// Runs `body` with the word cache moved out into a local value and back,
    /// so that its many reads and writes are not checked for exclusive access one by one.
    func withWords<Result>(_ body: (inout WordTable) -> Result) -> Result {
        // An empty table allocates nothing.
        var table = WordTable(maxEntries: 1, maxBytes: 0)
        swap(&table, &words)
        defer { swap(&table, &words) }
        return body(&table)
    }

    /// Empties the word cache.
    func removeAllWords() {
        if words.count > 0 { words.removeAll() }
    }
}
