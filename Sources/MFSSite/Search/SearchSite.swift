import MFSScreens

/// The search files of a site: for every language, its index
/// (`<lang>/search-index.js`, see `SearchIndex`) and its results page
/// (`<lang>/search/index.html`, where `assets/search.js` shows the matches of
/// `?q=`). Pure.
struct SearchSite {
    let navigation: Navigation

    init(pages: [Page], theme: Theme) {
        navigation = Navigation(pages: pages, theme: theme)
    }

    /// The results pages by output path: they depend only on the languages of the site.
    func pages() -> [String: String] {
        Dictionary(uniqueKeysWithValues: navigation.languages.map { language in
            ("\(language.rawValue)/search/index.html", resultsPage(language))
        })
    }

    /// The output paths of the indexes: they depend only on the languages of the site.
    var indexPaths: [String] { navigation.languages.map { "\($0.rawValue)/search-index.js" } }

    /// The indexes by output path, built on all cores (one language each),
    /// with the entries `kept` has for their pages; `kept` then holds the
    /// entries of these pages only.
    func indexes(keeping kept: SearchEntries = SearchEntries()) -> [String: String] {
        let languages = navigation.languages
        let scripts = Parallel.map(languages.count) { index in
            var vocabulary = SearchVocabulary(languages[index])
            return SearchIndex.script(navigation.pages(languages[index]).map { page in
                kept.entry(of: page) { SearchIndex.entry(of: page, vocabulary: &vocabulary) }
            })
        }
        kept.keep(only: languages.flatMap { navigation.pages($0) })
        return Dictionary(uniqueKeysWithValues: zip(indexPaths, scripts))
    }

    private func resultsPage(_ language: Language) -> String {
        let strings = SearchStrings.of(language)
        let site = SiteStrings.of(language)
        let header = navigation.theme.render("site-header", [
            "home": .string("../"), "languageLabel": .string(site.languageLabel),
            "languages": .list(navigation.languages.map { other in
                ["lang": .string(other.rawValue), "name": .string(SiteStrings.of(other).languageName),
                 "url": .string("../../\(other.rawValue)/search/"), "current": .bool(other == language)]
            }),
        ])
        let index = navigation.pages(language).first { $0.slug == "index" }
        return navigation.theme.render("search", [
            "lang": .string(language.rawValue), "title": .string(strings.title), "skip": .string(site.skipToContent),
            "header": .string(header), "label": .string(strings.label), "placeholder": .string(strings.placeholder),
            "button": .string(strings.button), "needsScript": .string(strings.needsScript),
            "index": .string(index?.frontMatter.title ?? site.languageName), "prompt": .string(strings.prompt),
            "none": .string(strings.none), "found": .string(strings.found),
        ])
    }
}
