import MFSScreens

/// The search index of one language: its pages, their sections, and for
/// every Snowball stem of their words the sections that hold it. Written as
/// `<lang>/search-index.js`, a script that sets `window.MFS_SEARCH_INDEX`
/// (a script, not JSON: `file://` pages cannot fetch files).
///
/// Words are folded (`SearchText`), stop words and one-letter words dropped,
/// the rest stemmed. A stem's weight in a section is `headingWeight` when the
/// section's heading (the page's title, for its introduction) holds it, plus
/// how many times the prose does, at most `maxProseWeight`.
///
/// The query side (`assets/search.js`) has no stemmer: Snowball's Russian
/// and Spanish stemmers only cut endings off a folded word, so a query
/// word's stem is a prefix of it. The script takes, for each query word, the
/// longest indexed stem that is a prefix of the word (`ячейкам` → `ячейк`,
/// `cache` → `cach`) and every stem the word is a prefix of (a half-typed
/// `контрол` → `контроллер`, `контрол`, ...). Pure value.
struct SearchIndex {
    struct Entry {
        var title: String
        /// The page's folder relative to its language's folder (`cells/`; `""` for the index).
        var url: String
    }

    struct Section {
        /// The index of its page in `pages`.
        var page: Int
        var heading: String?
        var anchor: String
        var snippet: String
    }

    static let headingWeight = 10
    static let maxProseWeight = 9

    var pages: [Entry] = []
    var sections: [Section] = []
    /// Each stem's sections and weights, by stem; sections in order.
    var postings: [String: [(section: Int, weight: Int)]] = [:]

    /// The index of `pages`, all of `language`, in that order.
    init(language: Language, pages: [Page]) {
        var vocabulary = SearchVocabulary(language)
        var lists: [[(section: Int, weight: Int)]] = []
        for page in pages {
            self.pages.append(Entry(title: page.frontMatter.title, url: String(page.outputFolder.dropFirst(language.rawValue.count + 1))))
            for section in SearchSection.sections(of: page) {
                let heading = Set(vocabulary.stems(of: section.heading ?? page.frontMatter.title))
                var counts: [Int: Int] = [:]
                for stem in vocabulary.stems(of: section.text) { counts[stem, default: 0] += 1 }
                if lists.count < vocabulary.stems.count { lists += Array(repeating: [], count: vocabulary.stems.count - lists.count) }
                for stem in heading.union(counts.keys) {
                    let weight = (heading.contains(stem) ? Self.headingWeight : 0) + min(counts[stem] ?? 0, Self.maxProseWeight)
                    lists[stem].append((sections.count, weight))
                }
                sections.append(Section(page: self.pages.count - 1, heading: section.heading, anchor: section.anchor, snippet: section.snippet))
            }
        }
        postings = Dictionary(uniqueKeysWithValues: zip(vocabulary.stems, lists))
    }
}
