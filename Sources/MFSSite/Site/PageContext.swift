import MFSScreens

/// The values the `page` template renders one page with: navigation of its
/// language, the same page in the other languages (switcher and hreflang
/// alternates), the table of contents, previous and next pages. Pure.
struct PageContext {
    let page: Page
    /// Every page of the site, ordered.
    let navigation: Navigation
    let links: LinkResolver

    func values(body: String) -> [String: Any] {
        let strings = SiteStrings.of(page.language)
        let nav = navigation.pages(page.language)
        let index = navigation.position(of: page)
        let toc = page.headings.filter { $0.level == 2 || $0.level == 3 }
        var values: [String: Any] = [
            "lang": page.language.rawValue,
            "title": page.frontMatter.title,
            "description": page.frontMatter.description,
            "root": url(""),
            "home": url("\(page.language.rawValue)/"),
            "navLabel": strings.sectionsLabel,
            "navItems": navigation.items(for: page, links: links),
            "languageLabel": strings.languageLabel,
            "languages": languages(),
            // Alternates name files, not folders: they are resources a checker or a
            // file:// reader loads as they are.
            "alternates": navigation.translations(of: page).map { ["lang": $0.language.rawValue, "url": url($0.outputFolder + "index.html")] }
                + [["lang": "x-default", "url": url("index.html")]],
            "skip": strings.skipToContent,
            "onThisPage": strings.onThisPage,
            "toc": toc.map { ["id": $0.id, "text": $0.text, "level": $0.level] },
            "hasToc": !toc.isEmpty,
            "footer": strings.footer,
            "content": body,
        ]
        if let index, index > 0 {
            values["previous"] = ["label": strings.previous, "title": nav[index - 1].frontMatter.title, "url": url(nav[index - 1].outputFolder)]
        }
        if let index, index + 1 < nav.count {
            values["next"] = ["label": strings.next, "title": nav[index + 1].frontMatter.title, "url": url(nav[index + 1].outputFolder)]
        }
        return values
    }

    /// One switcher entry per language of the site: the same page, or that
    /// language's index when the page is not translated.
    private func languages() -> [[String: Any]] {
        let translations = navigation.translations(of: page)
        return navigation.languages.map { language -> [String: Any] in
            let target = translations.first { $0.language == language }?.outputFolder ?? "\(language.rawValue)/"
            return ["lang": language.rawValue, "name": SiteStrings.of(language).languageName,
                    "url": url(target), "current": language == page.language]
        }
    }

    /// The URL of a folder of the site (`""` for the root) from this page.
    private func url(_ folder: String) -> String {
        links.relativeURL(from: page.outputFolder, to: folder)
    }
}
