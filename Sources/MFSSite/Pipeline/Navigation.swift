import Foundation

/// The site's pages in navigation order per language, their sections and
/// translations, and the entries of the `page` template's navigation list,
/// each page's rendered with the `nav-item` template once per language and
/// folder depth, each section with `nav-section` around its entries.
///
/// Navigation order is the sidebar's, depth first: in the language folder and
/// in each section, pages and subsections by `order` (a section's is its own
/// page's), then by file or folder name; a section's own page (`index.md`)
/// first in it, its pages and subsections after it. Previous and next follow
/// this order across sections.
///
/// A language of at most `fullListLimit` pages lists them all on every page.
/// A larger one lists on each page a window: its first and last pages and the
/// `2 × windowRadius + 1` pages around the page itself, with a `nav-gap` entry
/// where pages are left out, so that a page's size does not grow with the
/// site; the sections of the pages listed are shown around them.
///
/// Immutable: every method MAY be called from any thread. An
/// `IncrementalSiteBuilder` keeps one across builds while no page's
/// navigation entry (title, order, existence) changed.
final class Navigation: Sendable {
    let theme: Theme
    /// The languages that have pages, in the site's order (`SiteLanguages`).
    let languages: [SiteLanguage]
    private let ordered: [SiteLanguage: [Page]]
    /// Where each page stands in its language's order, by its output folder;
    /// a section's own page is found by the section's folder (`ru/guides/`).
    private let positions: [String: Int]
    private let translations: [String: [Page]]
    /// The rendered entries of a language's pages as seen from each folder depth its pages have.
    private let entries: [EntriesKey: [String]]
    /// The `nav-gap` template, rendered once.
    private let gap: String

    private struct EntriesKey: Hashable {
        var language: SiteLanguage
        var depth: Int
    }

    /// The most pages a language may have for every page to list them all.
    static let fullListLimit = 40
    /// How many pages a window shows on each side of the page itself.
    static let windowRadius = 7

    /// The navigation of `pages` (those of every language, the untranslated
    /// ones of `Page.fallbacks` included) in the order of the languages
    /// `order`, where each section SHOULD have its own page
    /// (`SourceFile.scan` makes sure): without one, a section sorts with
    /// order 0 and is titled with its folder's name.
    init(pages: [Page], theme: Theme, languages order: [SiteLanguage]) {
        self.theme = theme
        var ordered: [SiteLanguage: [Page]] = [:]
        for page in pages { ordered[page.language, default: []].append(page) }
        for (language, list) in ordered {
            let sections = Dictionary(list.filter(\.isSectionIndex).map { ($0.section, $0.frontMatter.order) }) { first, _ in first }
            let keys = Dictionary(list.map { ($0.outputFolder, Self.sortKey($0, sectionOrders: sections)) }) { first, _ in first }
            ordered[language] = list.sorted { Self.precedes(keys[$0.outputFolder] ?? [], keys[$1.outputFolder] ?? []) }
        }
        self.ordered = ordered
        languages = order.filter { ordered[$0] != nil }
        positions = Dictionary(uniqueKeysWithValues: ordered.values.flatMap { list in list.enumerated().map { ($1.outputFolder, $0) } })
        translations = Dictionary(grouping: languages.flatMap { ordered[$0] ?? [] }, by: \.slug)
        gap = theme.render("nav-gap", [:])
        var entries: [EntriesKey: [String]] = [:]
        for (language, list) in ordered {
            for depth in Set(list.map { LinkResolver.depth(of: $0.outputFolder) }) {
                let folder = String(repeating: "x/", count: depth)
                entries[EntriesKey(language: language, depth: depth)] = list.map { Self.item($0, from: folder, current: false, theme: theme) }
            }
        }
        self.entries = entries
    }

    /// Where `page` sorts among its language's pages: an `(order, name)` per
    /// folder of its slug (a section's order is that of its own page, in
    /// `sectionOrders` by section folder), then its own unless it is its
    /// section's own page, which so comes before the rest of the section. The
    /// language's start page (`index.md`) comes first whatever its `order`.
    private static func sortKey(_ page: Page, sectionOrders: [String: Int]) -> [(Int, String)] {
        if page.slug == "index" { return [(Int.min, "")] }
        let names = page.slug.split(separator: "/").map(String.init)
        var key: [(Int, String)] = []
        var folder = ""
        for name in names.dropLast() {
            folder += name + "/"
            key.append((sectionOrders[folder] ?? 0, name))
        }
        if !page.isSectionIndex { key.append((page.frontMatter.order, names.last ?? "")) }
        return key
    }

    /// Whether the sort key `a` comes before `b`: by their first differing
    /// element, or the shorter first when one starts the other.
    private static func precedes(_ a: [(Int, String)], _ b: [(Int, String)]) -> Bool {
        for (x, y) in zip(a, b) where x != y { return x < y }
        return a.count < b.count
    }

    /// The pages of `language` in navigation order.
    func pages(_ language: SiteLanguage) -> [Page] {
        ordered[language] ?? []
    }

    /// The page a reader of `language` starts from: its index, or its first
    /// page when it has none; `nil` for a language without pages.
    func startPage(_ language: SiteLanguage) -> Page? {
        let list = pages(language)
        return list.first { $0.slug == "index" } ?? list.first
    }

    /// Where `page` stands in its language's navigation.
    func position(of page: Page) -> Int? {
        positions[page.outputFolder]
    }

    /// `page` in every language that has it (itself included), by language.
    func translations(of page: Page) -> [Page] {
        translations[page.slug] ?? []
    }

    /// A warning for each page shown untranslated (`Page.original`), at the
    /// original's file, in language and navigation order.
    func missingTranslations() -> [BuildWarning] {
        languages.flatMap { language in
            pages(language).compactMap { page in
                page.original.map { original in
                    BuildWarning(path: original.sourcePath, message: "no '\(language.code)' translation (\(language.code)/\(page.slug).md): "
                        + "\(page.outputFolder) shows this page untranslated, with a note")
                }
            }
        }
    }

    /// The folders of the sections `page` lies in, outermost first:
    /// `["guides/", "guides/advanced/"]` for `guides/advanced/deep`.
    static func sections(containing page: Page) -> [String] {
        page.section.indices.filter { page.section[$0] == "/" }.map { String(page.section[...$0]) }
    }

    /// The own page (`index.md`) of the section `folder` (`guides/`) of `language`.
    func sectionPage(_ language: SiteLanguage, _ folder: String) -> Page? {
        positions["\(language.code)/\(folder)"].map { pages(language)[$0] }
    }

    /// The pages of `page`'s breadcrumbs: its language's start page, the
    /// own page of each section it lies in, and itself; none for a page
    /// outside sections.
    func trail(to page: Page) -> [Page] {
        let sections = Self.sections(containing: page).compactMap { sectionPage(page.language, $0) }
        guard let first = sections.first else { return [] }
        let start = startPage(page.language).map { [$0] } ?? []
        return (start.first === first ? [] : start) + sections + (page.isSectionIndex ? [] : [page])
    }

    /// The HTML of `page`'s navigation list: the `nav-item` of every page of
    /// its language, or of a window of them, inside the `nav-section` of
    /// each section they lie in (open when `page` lies in it too), URLs
    /// relative to `page`, its own entry marked current.
    func items(for page: Page) -> String {
        let list = pages(page.language)
        let entries = self.entries[EntriesKey(language: page.language, depth: LinkResolver.depth(of: page.outputFolder))] ?? []
        let current = position(of: page)
        let open = Set(Self.sections(containing: page))
        /// The sections being written, outermost first, each with its entries so far; the first is the list itself.
        var levels: [(section: String, html: String)] = [("", "")]
        func close() {
            let level = levels.removeLast()
            let title = sectionPage(page.language, level.section)?.frontMatter.title ?? String(level.section.split(separator: "/").last ?? "")
            levels[levels.count - 1].html += theme.render("nav-section", [
                "title": .string(title), "open": .bool(open.contains(level.section)), "items": .string(level.html),
            ])
        }
        var previous = -1
        for index in shown(of: list.count, around: current) {
            let sections = Self.sections(containing: list[index])
            while levels.count > 1 && (levels.count - 1 > sections.count || levels[levels.count - 1].section != sections[levels.count - 2]) {
                close()
            }
            if index > previous + 1 { levels[levels.count - 1].html += gap }
            while levels.count - 1 < sections.count { levels.append((sections[levels.count - 1], "")) }
            levels[levels.count - 1].html += index == current ? Self.item(list[index], from: page.outputFolder, current: true, theme: theme) : entries[index]
            previous = index
        }
        while levels.count > 1 { close() }
        return levels[0].html
    }

    /// The positions listed on the page at `current` in a language of `count` pages.
    private func shown(of count: Int, around current: Int?) -> [Int] {
        guard count > Self.fullListLimit, let current else { return Array(0..<count) }
        let first = max(1, min(current - Self.windowRadius, count - 2 - 2 * Self.windowRadius))
        return [0] + Array(first...(first + 2 * Self.windowRadius)) + [count - 1]
    }

    private static func item(_ target: Page, from folder: String, current: Bool, theme: Theme) -> String {
        theme.render("nav-item", ["title": .string(target.frontMatter.title),
                                  "url": .string(LinkResolver.relativeURL(from: folder, to: target.outputFolder)), "current": .bool(current)])
    }
}
