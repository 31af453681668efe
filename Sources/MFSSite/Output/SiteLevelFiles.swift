/// The files of the site besides its pages: the language chooser at the root,
/// `404.html` and `sitemap.xml` with every page's hreflang alternates. Pure.
struct SiteLevelFiles {
    let pages: [Page]
    let theme: Theme
    /// The absolute URL the site is served from, ending in `/`.
    let baseURL: String
    /// The site's titles.
    let config: SiteConfig
    /// The site's languages that have pages, in order, the default first.
    let languages: [SiteLanguage]

    /// The files by their path in the output.
    func files() -> [String: String] {
        ["index.html": theme.render("root", rootValues()),
         "404.html": theme.render("notfound", notFoundValues()),
         "sitemap.xml": sitemap()]
    }

    /// The languages of the site, each with its index and words.
    private func siteLanguages() -> [(SiteLanguage, Page?)] {
        languages.map { language in (language, pages.first { $0.language == language && $0.slug == "index" }) }
    }

    /// The language of the pages of no one language (the chooser, the 404
    /// page), whose brand values (`SiteConfig.brandValues`) and start page
    /// they show: the site's default (first); `nil` for a site without languages.
    private func defaultLanguage(root: String) -> (language: SiteLanguage, start: Page?, brand: TemplateContext)? {
        guard let first = siteLanguages().first else { return nil }
        return (first.0, first.1, config.brandValues(first.0, startPage: first.1, root: root, theme: theme))
    }

    /// The chooser: its description is that of the default language's start page.
    private func rootValues() -> TemplateContext {
        let main = defaultLanguage(root: "")
        var values: TemplateContext = [
            "lang": .string(main?.language.code ?? ""), "description": .string(main?.start?.frontMatter.description ?? ""),
            "languages": .list(siteLanguages().map { language, index -> TemplateContext in
                ["lang": .string(language.code), "url": .string("\(language.code)/"), "name": .string(language.strings.languageName),
                 "title": .string(index?.frontMatter.title ?? ""), "description": .string(index?.frontMatter.description ?? "")]
            }),
        ]
        values.merge(main?.brand ?? [:])
        return values
    }

    /// 404.html is served at any depth and on any host: its links start at
    /// the site root's path (`/`, or `/mfs/` for a site published there). Each
    /// language's section has a search box into that language's results page;
    /// the page and its header are in the default language.
    private func notFoundValues() -> TemplateContext {
        let root = rootPath
        let languages = siteLanguages()
        let main = defaultLanguage(root: root)
        var header: TemplateContext = [
            "home": .string(root), "languageLabel": .string(main?.language.strings.languageLabel ?? ""),
            "languages": .list(languages.map { language, _ in
                ["lang": .string(language.code), "url": .string("\(root)\(language.code)/"),
                 "name": .string(language.strings.languageName), "current": .bool(false)]
            }),
        ]
        header.merge(main?.brand ?? [:])
        var values: TemplateContext = [
            "lang": .string(main?.language.code ?? ""), "root": .string(root), "header": .string(theme.render("site-header", header)),
            "languages": .list(languages.map { language, index -> TemplateContext in
                let strings = language.strings, search = language.search
                return ["lang": .string(language.code), "url": .string("\(root)\(language.code)/"), "title": .string(strings.notFoundTitle),
                        "text": .string(strings.notFoundText), "index": .string(index?.frontMatter.title ?? strings.languageName),
                        "searchAction": .string("\(root)\(language.code)/search/index.html"), "searchLabel": .string(search.label),
                        "searchPlaceholder": .string(search.placeholder), "searchButton": .string(search.button)]
            }),
        ]
        values.merge(main?.brand ?? [:])
        return values
    }

    /// The path of `baseURL` on its host, ending in `/`: `/` for `http://127.0.0.1:8000/`.
    var rootPath: String {
        var path = Substring(baseURL)
        if let scheme = path.range(of: "://") {
            let rest = path[scheme.upperBound...]
            path = rest.firstIndex(of: "/").map { rest[$0...] } ?? "/"
        }
        if !path.hasPrefix("/") { path = "/" + path }
        return path.hasSuffix("/") ? String(path) : path + "/"
    }

    /// Every page with its translations as `xhtml:link` alternates (sitemaps.org
    /// and Google's hreflang extension); pages shown untranslated are left
    /// out: their canonical page is the original. Pages are referred to by
    /// index, each location made once.
    func sitemap() -> String {
        let pages = pages.filter { $0.original == nil }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n"
        let keys = pages.map { (language: $0.language.code, order: $0.frontMatter.order, slug: $0.slug) }
        let locations = pages.map { location($0.outputFolder) }
        let sorted = pages.indices.sorted { keys[$0] < keys[$1] }
        let translations = Dictionary(grouping: pages.indices, by: { keys[$0].slug }).mapValues { $0.sorted { keys[$0].language < keys[$1].language } }
        for index in sorted {
            xml += "<url><loc>" + locations[index] + "</loc>\n"
            for translation in translations[keys[index].slug] ?? [] {
                xml += "<xhtml:link rel=\"alternate\" hreflang=\"" + keys[translation].language + "\" href=\"" + locations[translation] + "\"/>\n"
            }
            xml += "</url>\n"
        }
        return xml + "</urlset>\n"
    }

    /// The absolute URL of a folder, escaped for an XML attribute or text.
    private func location(_ folder: String) -> String {
        HTML.escapeURL(baseURL + folder)
    }
}

