import MFS

/// A language of the site: its code (the name of its content folder, `ru`)
/// and everything its strings file says (`SiteLanguage+Loading.swift`):
/// the interface strings, the search's stemmer and stop words, and the
/// language of the demo screens' data. Two languages are the same when their
/// codes are. Immutable.
public struct SiteLanguage: Hashable, Sendable {
    /// The BCP 47 code: the content folder's name, `lang` and `hreflang`.
    public let code: String
    let strings: SiteStrings
    let search: SearchStrings
    /// The language of the data the screens show (the engine's `Language`: ru, es or en).
    let screens: Language
    /// Snowball's algorithm (`russian`, `german`, `porter`) for the index and the browser.
    let stemmer: String
    /// The words the search index leaves out, folded (`SearchText.fold`).
    let stopWords: Set<String>

    public static func == (lhs: SiteLanguage, rhs: SiteLanguage) -> Bool {
        lhs.code == rhs.code
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(code)
    }
}
