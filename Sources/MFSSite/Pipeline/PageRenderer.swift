import MFS

/// Renders one parsed page to its final HTML: Markdown body with live screens,
/// rotation demos, trace tables, highlighted code and checked links, inside the
/// page template (navigation, language switcher, hreflang alternates, contents).
struct PageRenderer: Sendable {
    let theme: Theme
    let links: LinkResolver
    /// Every page of the site, for the navigation and the translations.
    let navigation: Navigation
    /// The site's title, base URL and repository.
    let site: SiteMeta
    /// The pages' last changes, read while pages render.
    let dates: Background<PageDates>
    /// The screens and trace scenarios the pages' blocks may name.
    let screens: any ScreenProvider

    /// The page's HTML and how many screen figures it holds.
    func render(_ page: Page) throws(Diagnostic) -> (html: String, screens: Int) {
        var blocks = BlockRenderer(page: page, defaultSizes: site.config.sizes, provider: screens)
        let strings = page.language.strings
        var renderer = MarkdownHTMLRenderer()
        let ids = Dictionary(page.headings.map { ($0.position, $0.id) }, uniquingKeysWith: { first, _ in first })
        renderer.headingID = { ids[$0.position] }
        renderer.headingAnchors = true
        renderer.linkURL = { url, position in try links.resolve(url, from: page, at: position) }
        renderer.image = { url in Self.image(url, in: page) }
        renderer.footnoteBackLabel = { "\(strings.footnoteBack) \($0)" }
        renderer.tableLabel = { table in
            let header = table.children.first?.children.map(\.plainText).joined(separator: ", ") ?? ""
            return "\(strings.table): \(header)"
        }
        renderer.calloutTitle = { strings.calloutTitles[$0] ?? $0.rawValue }
        renderer.tabsLabel = strings.codeTabs
        renderer.codeBlock = { info, literal, position in try blocks.render(info: info, literal: literal, at: position) }
        let body: String
        do {
            body = try renderer.render(page.document)
        } catch let diagnostic as Diagnostic {
            throw diagnostic
        } catch {
            throw Diagnostic(path: page.sourcePath, message: "\(error)")
        }
        let context = PageContext(page: page, navigation: navigation, links: links, site: site, dates: dates.value())
        return (theme.render("page", context.values(body: body)), blocks.screens)
    }

    /// An image's `src` and attributes: an asset of the page (`Page.assetURL`)
    /// leads to its copy and carries its intrinsic size; every image loads
    /// lazily and is decoded off the main thread.
    static func image(_ url: String, in page: Page) -> (src: String, attributes: String) {
        let lazy = " loading=\"lazy\" decoding=\"async\""
        guard let src = page.assetURL(url), let (path, _) = Page.fileReference(url), let size = page.assets[String(path)]?.size else {
            return (url, lazy)
        }
        return (src, " width=\"\(size.width)\" height=\"\(size.height)\"" + lazy)
    }
}
