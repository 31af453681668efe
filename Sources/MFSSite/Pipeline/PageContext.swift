/// The values the `page` template renders one page with: navigation of its
/// language, breadcrumbs, the same page in the other languages (switcher and hreflang
/// alternates), the table of contents, previous and next pages, the canonical
/// URL and OpenGraph / Twitter meta, "edit this page" and "last updated".
/// A page shown untranslated (`Page.original`) says so in a note in its
/// language, marks its article with the original's language, and has the
/// original's canonical URL, edit link and date. Pure.
struct PageContext {
    let page: Page
    /// Every page of the site, ordered.
    let navigation: Navigation
    let links: LinkResolver
    let site: SiteMeta
    let dates: PageDates
    /// The site root seen from the page (`../../`).
    private let root: String

    init(page: Page, navigation: Navigation, links: LinkResolver, site: SiteMeta, dates: PageDates) {
        self.page = page
        self.navigation = navigation
        self.links = links
        self.site = site
        self.dates = dates
        root = LinkResolver.relativeURL(from: page.outputFolder, to: "")
    }

    func values(body: String) -> TemplateContext {
        let strings = page.language.strings
        let source = page.original ?? page
        let nav = navigation.pages(page.language)
        let index = navigation.position(of: page)
        let toc = page.headings.filter { $0.level == 2 || $0.level == 3 }
        let translations = navigation.translations(of: page)
        let originals = translations.filter { $0.original == nil }
        let brand = site.config.brandValues(page.language, startPage: navigation.startPage(page.language), root: url(""), theme: navigation.theme)
        var header: TemplateContext = [
            "home": .string(url("\(page.language.code)/")), "languageLabel": .string(strings.languageLabel),
            "languages": .list(languages(translations)),
            "search": page.language.search.box(language: page.language, root: url("")),
        ]
        header.merge(brand)
        var values: TemplateContext = [
            "lang": .string(page.language.code),
            "title": .string(page.frontMatter.title),
            "description": .string(page.frontMatter.description),
            "root": .string(url("")),
            "header": .string(navigation.theme.render("site-header", header)),
            "navLabel": .string(strings.sectionsLabel),
            "pagerLabel": .string(strings.pagerLabel),
            "navItems": .string(navigation.items(for: page)),
            "breadcrumbs": breadcrumbs(strings),
            // Alternates name files, not folders: they are resources a checker or a
            // file:// reader loads as they are.
            "alternates": .list(originals.map { ["lang": .string($0.language.code), "url": .string(url($0.outputPath))] }
                + [["lang": .string("x-default"), "url": .string(url("index.html"))]]),
            "skip": .string(strings.skipToContent),
            "onThisPage": .string(strings.onThisPage),
            "toc": .list(toc.map { ["id": .string($0.id), "text": .string($0.text), "level": .string(String($0.level))] }),
            "hasToc": .bool(!toc.isEmpty),
            "footer": .string(strings.footer),
            "content": .string(body),
            "canonical": .string(site.absoluteURL(source.outputFolder)),
            "locale": .string(strings.locale),
            "localeAlternates": .list(originals.filter { $0.language != source.language }
                .map { ["locale": .string($0.language.strings.locale)] }),
            "updated": .object(updated(strings)),
            "copy": .string(strings.copy),
            "copied": .string(strings.copied),
            "stemmer": .string(page.language.stemmer),
        ]
        values.merge(brand)
        if let image = site.config.socialImage {
            values["image"] = .object(["url": .string(site.absoluteURL(SiteMeta.url(of: image))),
                                       "width": .string(String(image.size.width)), "height": .string(String(image.size.height))])
        }
        if site.linksAPIReference {
            values["apiReference"] = .object(["url": .string(url(APIReference.landingPath)), "label": .string(strings.apiReference)])
        }
        if let original = page.original {
            values["untranslated"] = .object(["contentLang": .string(original.language.code),
                                              "note": .string(strings.untranslatedNote(showing: original.language.code,
                                                                                       named: original.language.strings.languageName))])
        }
        if let edit = site.editURL(key: source.key) {
            values["edit"] = .object(["url": .string(edit), "label": .string(strings.editPage)])
        }
        if let index, index > 0 {
            values["previous"] = .object(["label": .string(strings.previous), "title": .string(nav[index - 1].frontMatter.title),
                                          "url": .string(url(nav[index - 1].outputFolder))])
        }
        if let index, index + 1 < nav.count {
            values["next"] = .object(["label": .string(strings.next), "title": .string(nav[index + 1].frontMatter.title),
                                      "url": .string(url(nav[index + 1].outputFolder))])
        }
        return values
    }

    /// One switcher entry per language of the site: the same page (among
    /// its `translations`), with a note (`missing`, in that language) when it
    /// is shown there untranslated.
    private func languages(_ translations: [Page]) -> [TemplateContext] {
        navigation.languages.map { language -> TemplateContext in
            let translation = translations.first { $0.language == language }
            var entry: TemplateContext = [
                "lang": .string(language.code), "name": .string(language.strings.languageName),
                "url": .string(url(translation?.outputFolder ?? "\(language.code)/")), "current": .bool(language == page.language),
            ]
            if translation?.original != nil { entry["missing"] = .string(language.strings.missingTranslation) }
            return entry
        }
    }

    /// The page's breadcrumbs (`Navigation.trail`): a label and an item per
    /// page of the trail, numbered from 1 (schema.org's `BreadcrumbList`),
    /// the last one the page itself; `false` for a page outside sections.
    private func breadcrumbs(_ strings: SiteStrings) -> TemplateValue {
        let trail = navigation.trail(to: page)
        guard !trail.isEmpty else { return .bool(false) }
        return .object(["label": .string(strings.breadcrumbs), "items": .list(trail.enumerated().map { index, target in
            ["title": .string(target.frontMatter.title), "url": .string(url(target.outputFolder)),
             "position": .string(String(index + 1)), "current": .bool(target === page)]
        })])
    }

    /// The page's "last updated" line: an ISO 8601 `datetime` and its text in the page's language.
    private func updated(_ strings: SiteStrings) -> TemplateContext {
        let date = dates.date(of: (page.original ?? page).key, modified: page.modified)
        let parts = date.prefix(10).split(separator: "-").compactMap { Int($0) }
        let text = parts.count == 3 ? strings.updated(parts[2], parts[1], parts[0]) : date
        return ["datetime": .string(date), "text": .string(text)]
    }

    /// The URL of a folder of the site (`""` for the root) from this page.
    private func url(_ folder: String) -> String {
        root + folder
    }
}
