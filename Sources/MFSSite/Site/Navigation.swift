import Foundation
import MFSScreens

/// The site's pages in navigation order per language, their translations, and
/// the entries of the `page` template's navigation list: rendered with the
/// `nav-item` template and joined once per language and folder depth; each
/// page copies that list with its own entry swapped for a marked one, so a
/// page's navigation costs a copy, not a template pass over every page.
///
/// Immutable but for a cache under a lock: every method MAY be called from
/// any thread. An `IncrementalSiteBuilder` keeps one across builds while no
/// page's navigation entry (title, order, existence) changed.
final class Navigation: @unchecked Sendable {
    let theme: Theme
    /// The languages that have pages, in `Language.allCases` order.
    let languages: [Language]
    private let ordered: [Language: [Page]]
    private let positions: [String: Int]
    private let translations: [String: [Page]]
    private let lock = NSLock()
    private var lists: [String: (html: String, entries: [Range<String.Index>])] = [:]

    init(pages: [Page], theme: Theme) {
        self.theme = theme
        var ordered: [Language: [Page]] = [:]
        for page in pages { ordered[page.language, default: []].append(page) }
        for (language, list) in ordered {
            ordered[language] = list.sorted { ($0.frontMatter.order, $0.slug) < ($1.frontMatter.order, $1.slug) }
        }
        self.ordered = ordered
        languages = Language.allCases.filter { ordered[$0] != nil }
        positions = Dictionary(uniqueKeysWithValues: ordered.values.flatMap { list in list.enumerated().map { ($1.outputFolder, $0) } })
        translations = Dictionary(grouping: languages.flatMap { ordered[$0] ?? [] }, by: \.slug)
    }

    /// The pages of `language` in navigation order: `order`, then file name.
    func pages(_ language: Language) -> [Page] {
        ordered[language] ?? []
    }

    /// Where `page` stands in its language's navigation.
    func position(of page: Page) -> Int? {
        positions[page.outputFolder]
    }

    /// `page` in every language that has it (itself included), by language.
    func translations(of page: Page) -> [Page] {
        translations[page.slug] ?? []
    }

    /// The HTML of `page`'s navigation list: one `nav-item` per page of its
    /// language, URLs relative to `page`, its own entry marked current.
    func items(for page: Page, links: LinkResolver) -> String {
        let list = self.list(page.language, depth: page.outputFolder.split(separator: "/").count, links: links)
        guard let current = position(of: page) else { return list.html }
        let entry = list.entries[current]
        var html = ""
        html.reserveCapacity(list.html.utf8.count + 32)
        html += list.html[..<entry.lowerBound]
        html += item(pages(page.language)[current], from: page.outputFolder, links: links, current: true)
        html += list.html[entry.upperBound...]
        return html
    }

    /// Every entry of `language` rendered unmarked for pages `depth` folders
    /// deep, joined, with where each entry stands in the joined HTML.
    private func list(_ language: Language, depth: Int, links: LinkResolver) -> (html: String, entries: [Range<String.Index>]) {
        lock.withLock {
            let key = "\(language.rawValue)/\(depth)"
            if let cached = lists[key] { return cached }
            let folder = String(repeating: "x/", count: depth)
            var html = ""
            var offsets: [Range<Int>] = []
            for target in pages(language) {
                let start = html.utf8.count
                html += item(target, from: folder, links: links, current: false)
                offsets.append(start..<html.utf8.count)
            }
            let utf8 = html.utf8
            let entries = offsets.map { utf8.index(utf8.startIndex, offsetBy: $0.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: $0.upperBound) }
            lists[key] = (html, entries)
            return (html, entries)
        }
    }

    private func item(_ target: Page, from folder: String, links: LinkResolver, current: Bool) -> String {
        theme.render("nav-item", ["title": .string(target.frontMatter.title),
                                  "url": .string(links.relativeURL(from: folder, to: target.outputFolder)), "current": .bool(current)])
    }
}
