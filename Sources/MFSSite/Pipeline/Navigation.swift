import Foundation

/// The site's pages in navigation order per language, their translations, and
/// the entries of the `page` template's navigation list, each rendered with
/// the `nav-item` template once per language and folder depth.
///
/// A language of at most `fullListLimit` pages lists them all on every page.
/// A larger one lists on each page a window: its first and last pages and the
/// `2 × windowRadius + 1` pages around the page itself, with a `nav-gap` entry
/// where pages are left out, so that a page's size does not grow with the site.
///
/// Immutable: every method MAY be called from any thread. An
/// `IncrementalSiteBuilder` keeps one across builds while no page's
/// navigation entry (title, order, existence) changed.
final class Navigation: Sendable {
    let theme: Theme
    /// The languages that have pages, in the site's order (`SiteLanguages`).
    let languages: [SiteLanguage]
    private let ordered: [SiteLanguage: [Page]]
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
    /// ones of `Page.fallbacks` included) in the order of the languages `order`.
    init(pages: [Page], theme: Theme, languages order: [SiteLanguage]) {
        self.theme = theme
        var ordered: [SiteLanguage: [Page]] = [:]
        for page in pages { ordered[page.language, default: []].append(page) }
        for (language, list) in ordered {
            ordered[language] = list.sorted { ($0.frontMatter.order, $0.slug) < ($1.frontMatter.order, $1.slug) }
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

    /// The pages of `language` in navigation order: `order`, then file name.
    func pages(_ language: SiteLanguage) -> [Page] {
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

    /// The HTML of `page`'s navigation list: the `nav-item` of every page of
    /// its language, or of a window of them, URLs relative to `page`, its own
    /// entry marked current.
    func items(for page: Page) -> String {
        let list = pages(page.language)
        let entries = self.entries[EntriesKey(language: page.language, depth: LinkResolver.depth(of: page.outputFolder))] ?? []
        let current = position(of: page)
        var html = ""
        var previous = -1
        for index in shown(of: list.count, around: current) {
            if index > previous + 1 { html += gap }
            html += index == current ? Self.item(list[index], from: page.outputFolder, current: true, theme: theme) : entries[index]
            previous = index
        }
        return html
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
