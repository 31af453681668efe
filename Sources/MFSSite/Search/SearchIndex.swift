import MFSScreens

/// The search index of one language, written as `<lang>/search-index.js`: a
/// script that sets `window.MFS_SEARCH_INDEX` (a script, not JSON: `file://`
/// pages cannot fetch files) to the list of the language's page entries.
///
/// A page's entry is JSON, `[title, folder, sections]`, the folder relative
/// to the language's (`cells/`, `""` for the index); each section is
/// `[heading, anchor, snippet, terms]` (heading `null` for the introduction,
/// anchor `""`), and `terms` its stems, space-separated, in code point
/// order, each with `:weight` unless the weight is 1.
/// A stem's weight in a section is `headingWeight` when the section's heading
/// (the page's title, for its introduction) holds it, plus how many times
/// the prose does, at most `maxProseWeight`. Words are folded (`SearchText`),
/// stop words and one-letter words dropped, the rest stemmed
/// (`SearchVocabulary`). An entry depends on its page alone, so that an
/// `IncrementalSiteBuilder` keeps the entries of the pages that did not change
/// (`SearchEntries`); the script turns the terms into a stem → sections map
/// when it loads.
///
/// The query side (`assets/search.js`) has no stemmer: Snowball's Russian
/// and Spanish stemmers only cut endings off a folded word, so a query
/// word's stem is a prefix of it. The script takes, for each query word, the
/// longest indexed stem that is a prefix of the word (`ячейкам` → `ячейк`,
/// `cache` → `cach`) and every stem the word is a prefix of (a half-typed
/// `контрол` → `контроллер`, `контрол`, ...).
enum SearchIndex {
    static let headingWeight = 10
    static let maxProseWeight = 9
    /// The name of the global the script sets.
    static let global = "MFS_SEARCH_INDEX"

    /// The script of a language whose pages have `entries`, in navigation order.
    static func script(_ entries: [String]) -> String {
        "window.\(global) = [\n" + entries.joined(separator: ",\n") + "];\n"
    }

    /// The entry of `page`, its words stemmed by `vocabulary` (of the page's language).
    static func entry(of page: Page, vocabulary: inout SearchVocabulary) -> String {
        var json: [UInt8] = []
        json.append(UInt8(ascii: "["))
        appendQuoted(page.frontMatter.title, to: &json)
        json.append(UInt8(ascii: ","))
        appendQuoted(String(page.outputFolder.dropFirst(page.language.rawValue.count + 1)), to: &json)
        json.append(contentsOf: ",[".utf8)
        var terms = SearchTerms()
        for (number, section) in SearchSection.sections(of: page).enumerated() {
            vocabulary.forEachStem(of: section.heading ?? page.frontMatter.title) { terms.addHeading($0) }
            vocabulary.forEachStem(of: section.text) { terms.addProse($0) }
            json.append(contentsOf: (number == 0 ? "[" : ",\n[").utf8)
            if let heading = section.heading { appendQuoted(heading, to: &json) } else { json.append(contentsOf: "null".utf8) }
            json.append(UInt8(ascii: ","))
            appendQuoted(section.anchor, to: &json)
            json.append(UInt8(ascii: ","))
            appendQuoted(section.snippet, to: &json)
            json.append(contentsOf: ",\"".utf8)
            terms.write(vocabulary, into: &json)
            json.append(contentsOf: "\"]".utf8)
        }
        json.append(contentsOf: "]]".utf8)
        return String(decoding: json, as: UTF8.self)
    }
}
