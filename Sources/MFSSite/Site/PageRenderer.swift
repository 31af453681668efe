import MFS
import MFSScreens

/// Renders one parsed page to its final HTML: Markdown body with live screens
/// and checked links, inside the page template.
struct PageRenderer: Sendable {
    let theme: Theme
    let links: LinkResolver
    /// Every page of the site, for the navigation.
    let pages: [Page]
    let screenHTML = ScreenHTML()

    /// The page's HTML and how many screen figures it holds.
    func render(_ page: Page) throws(Diagnostic) -> (html: String, screens: Int) {
        var screens = 0
        var renderer = MarkdownHTMLRenderer()
        let ids = Dictionary(page.headings.map { ($0.position, $0.id) }, uniquingKeysWith: { first, _ in first })
        renderer.headingID = { ids[$0.position] }
        renderer.linkURL = { url, position in try links.resolve(url, from: page, at: position) }
        renderer.codeBlock = { info, literal, position in
            guard info.split(separator: " ").first == "mfs" else { return nil }
            let embed = try ScreenEmbed.parse(literal, path: page.sourcePath, line: page.filePosition(position).line)
            screens += embed.sizes.count
            return render(embed, language: page.language)
        }
        let body: String
        do {
            body = try renderer.render(page.document)
        } catch let diagnostic as Diagnostic {
            throw diagnostic
        } catch {
            throw Diagnostic(path: page.sourcePath, message: "\(error)")
        }
        return (theme.render("page", context(page, body: body)), screens)
    }

    /// The figures of an embed, one per size.
    func render(_ embed: ScreenEmbed, language: Language) -> String {
        guard let definition = ScreenCatalog.screen(named: embed.screen) else { return "" }
        let snapshots = embed.sizes.map { size in
            definition.render(ScreenRequest(size: size, model: embed.model, state: embed.state, language: language))
        }
        return screenHTML.group(snapshots, label: "\(embed.screen): \(definition.summary)")
    }

    private func context(_ page: Page, body: String) -> [String: Any] {
        let root = String(repeating: "../", count: page.outputFolder.split(separator: "/").count)
        let nav: [[String: Any]] = pages
            .filter { $0.language == page.language }
            .sorted { ($0.frontMatter.order, $0.slug) < ($1.frontMatter.order, $1.slug) }
            .map { other in
                ["title": other.frontMatter.title,
                 "url": links.relativeURL(from: page.outputFolder, to: other.outputFolder),
                 "current": other.outputFolder == page.outputFolder]
            }
        return [
            "lang": page.language.rawValue,
            "title": page.frontMatter.title,
            "description": page.frontMatter.description,
            "root": root,
            "home": links.relativeURL(from: page.outputFolder, to: "\(page.language.rawValue)/"),
            "navLabel": page.language == .ru ? "Разделы" : page.language == .es ? "Secciones" : "Sections",
            "nav": nav,
            "content": body,
        ]
    }
}
