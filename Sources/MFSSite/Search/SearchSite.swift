import MFS

/// The search files of a site: for every language, its index
/// (`<lang>/search-index.js`, see `SearchIndex`) and its results page
/// (`<lang>/search/index.html`, where `assets/search.js` shows the matches of
/// `?q=`). Pure.
struct SearchSite {
    /// The site's navigation, for its languages and their pages' order: the
    /// renderer's, which MAY hold older `Page`s of the same entries.
    let navigation: Navigation
    /// The site's pages as they are now, by output folder.
    private let current: [String: Page]
    /// The site's settings: its title in each language, its languages' order.
    let config: SiteConfig

    /// The search files of a site of `pages`, in the order of `navigation`,
    /// which MUST have the same navigation entries.
    init(pages: [Page], navigation: Navigation, config: SiteConfig) {
        self.navigation = navigation
        current = Dictionary(pages.map { ($0.outputFolder, $0) }, uniquingKeysWith: { first, _ in first })
        self.config = config
    }

    /// The current pages of `language`, in navigation order, but those shown
    /// untranslated (`Page.original`), which are another language's text.
    private func pages(_ language: SiteLanguage) -> [Page] {
        navigation.pages(language).compactMap { current[$0.outputFolder] }.filter { $0.original == nil }
    }

    /// The results pages by output path: they depend only on the languages of the site.
    func pages() -> [String: String] {
        Dictionary(uniqueKeysWithValues: navigation.languages.map { language in
            ("\(language.code)/search/index.html", resultsPage(language))
        })
    }

    /// The output paths of the indexes: they depend only on the languages of the site.
    var indexPaths: [String] { navigation.languages.map(Self.indexPath) }

    static func indexPath(_ language: SiteLanguage) -> String { "\(language.code)/search-index.js" }

    /// The indexes of `languages` (default: all the site's) by output path,
    /// built on all cores (one language each), with the entries `kept` has
    /// for their pages; `kept` then holds the entries of the site's pages only.
    func indexes(of languages: Set<SiteLanguage>? = nil, keeping kept: inout SearchEntries) -> [String: String] {
        let chosen = navigation.languages.filter { languages?.contains($0) ?? true }
        let known = kept
        let built = Parallel.map(chosen.count) { index in
            var vocabulary = SearchVocabulary(chosen[index])
            let entries = pages(chosen[index]).map { page in
                (page: page, entry: known.entry(of: page) ?? SearchIndex.entry(of: page, vocabulary: &vocabulary))
            }
            return (entries: entries, script: SearchIndex.script(chosen[index], entries: entries.map(\.entry)))
        }
        for (page, entry) in built.flatMap(\.entries) { kept.store(entry, of: page) }
        kept.keep(only: navigation.languages.flatMap(pages))
        return Dictionary(uniqueKeysWithValues: zip(chosen.map(Self.indexPath), built.map(\.script)))
    }

    private func resultsPage(_ language: SiteLanguage) -> String {
        let strings = language.search
        let site = language.strings
        let brand = config.brandValues(language, startPage: navigation.startPage(language), root: "../../", theme: navigation.theme)
        var header: TemplateContext = [
            "home": .string("../"), "languageLabel": .string(site.languageLabel),
            "languages": .list(navigation.languages.map { other in
                ["lang": .string(other.code), "name": .string(other.strings.languageName),
                 "url": .string("../../\(other.code)/search/"), "current": .bool(other == language)]
            }),
        ]
        header.merge(brand)
        let index = pages(language).first { $0.slug == "index" }
        var values: TemplateContext = [
            "lang": .string(language.code), "title": .string(strings.title), "skip": .string(site.skipToContent),
            "label": .string(strings.label), "placeholder": .string(strings.placeholder),
            "button": .string(strings.button), "needsScript": .string(strings.needsScript),
            "index": .string(index?.frontMatter.title ?? site.languageName), "prompt": .string(strings.prompt),
            "none": .string(strings.none), "found": .string(strings.found), "more": .string(strings.more),
            "stemmer": .string(language.stemmer),
        ]
        values.merge(brand)
        values["header"] = .string(navigation.theme.render("site-header", header))
        return navigation.theme.render("search", values)
    }
}
