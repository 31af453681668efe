/// The search index of one language, written as `<lang>/search-index.js`: a
/// script that sets `window.MFS_SEARCH_INDEX` (a script, not JSON: `file://`
/// pages cannot fetch files) to `{"stopWords": [...], "pages": [...]}`: the
/// language's stop words (`SiteLanguage.stopWords`, folded, in code point order), which
/// the browser drops from a query as the index dropped them, and its pages'
/// entries.
///
/// A page's entry is JSON, `[title, folder, sections]`, the folder relative
/// to the language's (`cells/`, `""` for the index); each section is
/// `[heading, anchor, text, terms]` (heading `null` for the introduction,
/// anchor `""`), `text` its prose (`SearchSection.text`), which the browser
/// cuts snippets from, and `terms` its stems, space-separated, in code point
/// order, each with `:weight` unless the weight is 1.
/// A stem's weight in a section is `headingWeight` when the section's heading
/// (the page's title, for its introduction) holds it, plus how many times
/// the prose and its code blocks do, at most `maxProseWeight`. Words are folded (`SearchText`), stop words and one-letter words
/// dropped, the rest stemmed (`SearchVocabulary`). An entry depends on its
/// page alone, so that an `IncrementalSiteBuilder` keeps the entries of the
/// pages that did not change (`SearchEntries`); the script turns the terms
/// into a stem → sections map when it loads.
///
/// The browser (`assets/search-engine.js`) stems a query with Snowball's
/// JavaScript stemmers of the same version as libstemmer (`assets/snowball/`).
enum SearchIndex {
    static let headingWeight = 10
    static let maxProseWeight = 9
    /// The name of the global the script sets.
    static let global = "MFS_SEARCH_INDEX"

    /// The script of `language`, whose pages have `entries`, in navigation order.
    static func script(_ language: SiteLanguage, entries: [String]) -> String {
        var words: [UInt8] = []
        for (number, word) in language.stopWords.sorted(by: { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }).enumerated() {
            if number > 0 { words.append(UInt8(ascii: ",")) }
            appendQuoted(word, to: &words)
        }
        return "window.\(global) = {\"stopWords\": [" + String(decoding: words, as: UTF8.self) + "], \"pages\": [\n"
            + entries.joined(separator: ",\n") + "]};\n"
    }

    /// The entry of `page`, its words stemmed by `vocabulary` (of the page's language).
    static func entry(of page: Page, vocabulary: inout SearchVocabulary) -> String {
        var json: [UInt8] = []
        json.append(UInt8(ascii: "["))
        appendQuoted(page.frontMatter.title, to: &json)
        json.append(UInt8(ascii: ","))
        appendQuoted(String(page.outputFolder.dropFirst(page.language.code.count + 1)), to: &json)
        json.append(contentsOf: ",[".utf8)
        var terms = SearchTerms()
        for (number, section) in SearchSection.sections(of: page).enumerated() {
            vocabulary.forEachStem(of: section.heading ?? page.frontMatter.title) { terms.addHeading($0) }
            vocabulary.forEachStem(of: section.text) { terms.addProse($0) }
            vocabulary.forEachStem(of: section.code) { terms.addProse($0) }
            json.append(contentsOf: (number == 0 ? "[" : ",\n[").utf8)
            if let heading = section.heading { appendQuoted(heading, to: &json) } else { json.append(contentsOf: "null".utf8) }
            json.append(UInt8(ascii: ","))
            appendQuoted(section.anchor, to: &json)
            json.append(UInt8(ascii: ","))
            appendQuoted(section.text, to: &json)
            json.append(contentsOf: ",\"".utf8)
            terms.write(vocabulary, into: &json)
            json.append(contentsOf: "\"]".utf8)
        }
        json.append(contentsOf: "]]".utf8)
        return String(decoding: json, as: UTF8.self)
    }
}
