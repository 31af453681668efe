/// The stems of one language's words, for `SearchIndex`: each distinct word
/// as written is folded (`SearchText.fold`), checked against the stop words
/// and stemmed once; stems are numbered in order of first appearance. Words
/// are told apart by their UTF-8 bytes (`UTF8WordTable`), never by
/// Unicode-normalizing comparison, which made hashing the site's Cyrillic
/// words the index's slowest step. Not thread-safe: one per index.
struct SearchVocabulary {
    private let stemmer: SnowballStemmer
    private let stopWords: Set<String>
    /// Each word as written to its stem number; -1 for a word left out.
    private var written = UTF8WordTable<Int>()
    private var numbers: [String: Int] = [:]
    /// The stems by number.
    private(set) var stems: [String] = []
    /// Each stem's first 8 UTF-8 bytes as a big-endian integer, zero-padded
    /// (a stem has no zero byte): comparing two keys orders the stems by
    /// their bytes, unless the keys are equal.
    private(set) var sortKeys: [UInt64] = []

    init(_ language: SiteLanguage) {
        stemmer = SnowballStemmer(language.stemmer)
        stopWords = language.stopWords
    }

    /// Calls `body` with the stem number of each word of `text`, in order,
    /// but for one-letter words and stop words.
    mutating func forEachStem(of text: String, _ body: (Int) -> Void) {
        let utf8 = text.utf8.span
        SearchText.forEachWord(in: utf8) { word in
            let number: Int
            if let known = written.value(of: word, in: utf8) {
                number = known
            } else {
                number = self.number(of: SearchText.fold(SearchText.string(utf8, word)))
                written.set(number, for: word, in: utf8)
            }
            if number >= 0 { body(number) }
        }
    }

    /// The stem number of the folded `word`, numbering its stem if new; -1 for a word left out.
    private mutating func number(of word: String) -> Int {
        guard word.unicodeScalars.count > 1, !stopWords.contains(word) else { return -1 }
        let stem = stemmer.stem(word)
        if let number = numbers[stem] { return number }
        numbers[stem] = stems.count
        stems.append(stem)
        sortKeys.append(stem.utf8.prefix(8).enumerated().reduce(0) { key, byte in key | UInt64(byte.element) << (56 - 8 * byte.offset) })
        return stems.count - 1
    }
}
