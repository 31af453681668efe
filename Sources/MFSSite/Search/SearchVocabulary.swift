import MFSScreens

/// The stems of one language's words, for `SearchIndex`: each distinct word
/// as written is folded (`SearchText.fold`), checked against the stop words
/// and stemmed once; stems are numbered in order of first appearance. Words
/// are told apart by their UTF-8 bytes, never by Unicode-normalizing
/// comparison, which made hashing the site's Cyrillic words the index's
/// slowest step. Not thread-safe: one per index.
struct SearchVocabulary {
    /// A word as written, hashed and compared by its bytes.
    private struct Written: Hashable {
        let text: Substring

        static func == (left: Written, right: Written) -> Bool {
            let (one, other) = (left.text.utf8, right.text.utf8)
            guard one.count == other.count else { return false }
            return one.withContiguousStorageIfAvailable { first in
                other.withContiguousStorageIfAvailable { second in first.elementsEqual(second) }
            }.flatMap { $0 } ?? one.elementsEqual(other)
        }

        func hash(into hasher: inout Hasher) {
            let utf8 = text.utf8
            if utf8.withContiguousStorageIfAvailable({ hasher.combine(bytes: UnsafeRawBufferPointer($0)) }) == nil {
                for byte in utf8 { hasher.combine(byte) }
            }
        }
    }

    private let stemmer: SnowballStemmer
    private let stopWords: Set<String>
    /// Each word's stem number; -1 for a word left out.
    private var known: [Written: Int] = [:]
    private var numbers: [String: Int] = [:]
    /// The stems by number.
    private(set) var stems: [String] = []

    init(_ language: Language) {
        stemmer = SnowballStemmer(language)
        stopWords = SearchIndex.stopWords(language)
    }

    /// The stem numbers of the words of `text`, in order, but for one-letter words and stop words.
    mutating func stems(of text: String) -> [Int] {
        SearchText.rawWords(text).compactMap { raw in
            let written = Written(text: raw)
            if let number = known[written] { return number < 0 ? nil : number }
            let word = SearchText.fold(String(raw))
            var number = -1
            if word.unicodeScalars.count > 1, !stopWords.contains(word) {
                let stem = stemmer.stem(word)
                number = numbers[stem] ?? stems.count
                if number == stems.count {
                    numbers[stem] = number
                    stems.append(stem)
                }
            }
            known[written] = number
            return number < 0 ? nil : number
        }
    }
}
