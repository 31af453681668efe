/// The redirect pages of the pages' aliases (`aliases:` in front matter,
/// `PageAlias`): at each old URL (`ru/old-name/index.html`), a page that
/// sends the reader on at once (`meta refresh`), names the page's URL as
/// canonical, asks not to be indexed, and links to the page under its title
/// for a reader whose browser does not follow. Pure.
struct RedirectPages {
    let pages: [Page]
    let theme: Theme
    /// The absolute URL the site is served from, ending in `/`.
    let baseURL: String

    /// Every alias of `pages` with the output path of its redirect page and that page's HTML, in page order.
    func files() -> [(alias: PageAlias, page: Page, path: String, html: String)] {
        pages.flatMap { page in
            page.frontMatter.aliases.map { alias in
                let folder = "\(page.language.code)/\(alias.name)/"
                let url = LinkResolver.relativeURL(from: folder, to: page.outputFolder)
                let html = theme.render("redirect", ["lang": .string(page.language.code), "title": .string(page.frontMatter.title),
                                                     "url": .string(url), "canonical": .string(baseURL + page.outputFolder)])
                return (alias, page, folder + "index.html", html)
            }
        }
    }
}
