import MFSScreens

/// The values the `page` template renders one page with: navigation of its
/// language, the same page in the other languages (switcher and hreflang
/// alternates), the table of contents, previous and next pages. Pure.
struct PageContext {
    let page: Page
    /// Every page of the site, ordered.
    let navigation: Navigation
    let links: LinkResolver
    /// The site root seen from the page (`../../`).
    private let root: String

    init(page: Page, navigation: Navigation, links: LinkResolver) {
        self.page = page
        self.navigation = navigation
        self.links = links
        root = links.relativeURL(from: page.outputFolder, to: "")
    }

    func values(body: String) -> [String: TemplateValue] {
        let strings = SiteStrings.of(page.language)
        let nav = navigation.pages(page.language)
        let index = navigation.position(of: page)
        let toc = page.headings.filter { $0.level == 2 || $0.level == 3 }
        let translations = navigation.translations(of: page)
        var values: [String: TemplateValue] = [
            "lang": .string(page.language.rawValue),
            "title": .string(page.frontMatter.title),
            "description": .string(page.frontMatter.description),
            "root": .string(url("")),
            "header": .string(navigation.theme.render("site-header", [
                "home": .string(url("\(page.language.rawValue)/")), "languageLabel": .string(strings.languageLabel),
                "languages": .list(languages(translations)),
                "search": SearchStrings.of(page.language).box(language: page.language, root: url("")),
            ])),
            "navLabel": .string(strings.sectionsLabel),
            "pagerLabel": .string(strings.pagerLabel),
            "navItems": .string(navigation.items(for: page, links: links)),
            // Alternates name files, not folders: they are resources a checker or a
            // file:// reader loads as they are.
            "alternates": .list(translations.map { ["lang": .string($0.language.rawValue), "url": .string(url($0.outputPath))] }
                + [["lang": .string("x-default"), "url": .string(url("index.html"))]]),
            "skip": .string(strings.skipToContent),
            "onThisPage": .string(strings.onThisPage),
            "toc": .list(toc.map { ["id": .string($0.id), "text": .string($0.text), "level": .string(String($0.level))] }),
            "hasToc": .bool(!toc.isEmpty),
            "footer": .string(strings.footer),
            "content": .string(body),
        ]
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
    /// its `translations`), or that language's index when the page is not translated.
    private func languages(_ translations: [Page]) -> [[String: TemplateValue]] {
        navigation.languages.map { language -> [String: TemplateValue] in
            let target = translations.first { $0.language == language }?.outputFolder ?? "\(language.rawValue)/"
            return ["lang": .string(language.rawValue), "name": .string(SiteStrings.of(language).languageName),
                    "url": .string(url(target)), "current": .bool(language == page.language)]
        }
    }

    /// The URL of a folder of the site (`""` for the root) from this page.
    private func url(_ folder: String) -> String {
        root + folder
    }
}
