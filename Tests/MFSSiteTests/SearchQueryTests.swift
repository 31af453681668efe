import Foundation
import Testing
import MFSBrowser
import MFSSite
import TestSupport

/// Queries typed into the real site's results pages, run by `assets/search.js`
/// in headless Chromium over `file://` (no server: the index is a script).
@Suite struct SearchQueryTests {
    /// The `search-result` links of `<language>/search/?q=query`, in order: href and text.
    static func results(_ query: String, language: String, site: TemporaryDirectory) throws -> [(href: String, text: String)] {
        var url = URLComponents(url: URL(fileURLWithPath: site.path("Public/\(language)/search/index.html")), resolvingAgainstBaseURL: false)!
        url.queryItems = [URLQueryItem(name: "q", value: query)]
        let dom = try Chromium.locate().dumpDOM(of: url.url!, virtualTimeBudget: 2000)
        let pattern = try NSRegularExpression(pattern: #"<a class="search-result" href="([^"]*)">([^<]*)</a>"#)
        return pattern.matches(in: dom, range: NSRange(dom.startIndex..., in: dom)).map { match in
            (String(dom[Range(match.range(at: 1), in: dom)!]), String(dom[Range(match.range(at: 2), in: dom)!]))
        }
    }

    @Test func inflectedFormsAccentsAndPrefixesFindTheRightSections() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        _ = try SiteBuilder(contentDirectory: ContentSiteTests.root.appendingPathComponent("Content").path,
                            outputDirectory: folder.path("Public")).build()
        let expected: [(query: String, language: String, top: [String])] = [
            ("ячейкам", "ru", ["../cells/#высота-ячейки", "../cells/#жизненный-цикл-контроллер-и-ячейка", "../cells/"]),
            ("кэша", "ru", ["../cells/#три-кэша"]),
            ("переиспользования", "ru", ["../cells/#переиспользование"]),
            ("контрол", "ru", ["../main-view/", "../cells/#жизненный-цикл-контроллер-и-ячейка", "../controllers/"]),
            ("celdas", "es", ["../cells/#la-asociación-entre-modelos-de-vista-y-celdas", "../cells/"]),
            ("caché", "es", ["../cells/#cuándo-vaciar-las-cachés", "../cells/#las-tres-cachés"]),
            ("cache", "es", ["../cells/#cuándo-vaciar-las-cachés", "../cells/#las-tres-cachés"]),
        ]
        for (query, language, top) in expected {
            let results = try Self.results(query, language: language, site: folder)
            #expect(results.prefix(top.count).map(\.href) == top, "\(query): \(results.prefix(5).map(\.text))")
        }
        #expect(try Self.results("ячейкам", language: "ru", site: folder).first?.text == "MFS для ячеек — Высота ячейки")
        #expect(try Self.results("кэшкэшкэш", language: "ru", site: folder).isEmpty)
    }
}
