import Foundation
import Testing
import MFSBrowser
import MFSSite
import TestSupport

/// Queries typed into the real site's results pages, run by `assets/search.js`
/// in headless Chromium over `file://` (no server: the index is a script),
/// and the marks on the page a result opens.
@Suite struct SearchQueryTests {
    /// The `search-result` links of `<language>/search/?q=query`, in order:
    /// href without its `?hl=` words, text (marks dropped), the link's and
    /// its snippet's HTML.
    static func results(_ query: String, language: String, site: TemporaryDirectory) throws
        -> [(href: String, text: String, html: String, snippet: String)] {
        let dom = try Self.dom(of: site.path("Public/\(language)/search/index.html"), query: "q=" + percent(query))
        let pattern = try NSRegularExpression(pattern: #"<a class="search-result" href="([^"]*)">(.*?)</a>(?:<p>(.*?)</p>)?</li>"#)
        return pattern.matches(in: dom, range: NSRange(dom.startIndex..., in: dom)).map { match in
            let group = { (number: Int) in Range(match.range(at: number), in: dom).map { String(dom[$0]) } ?? "" }
            let href = group(1).replacingOccurrences(of: #"\?hl=[^#]*"#, with: "", options: .regularExpression)
            let text = group(2).replacingOccurrences(of: "<[^>]*>", with: "", options: .regularExpression)
            return (href, text, group(2), group(3))
        }
    }

    /// The DOM of the file at `path` opened with the query string `query`, after its scripts ran.
    static func dom(of path: String, query: String, fragment: String = "") throws -> String {
        let url = URL(string: URL(fileURLWithPath: path).absoluteString + "?" + query + fragment)!
        return try Chromium.locate().dumpDOM(of: url, virtualTimeBudget: 3000)
    }

    static func percent(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
    }

    @Test func inflectedFormsVariantsTyposAndPrefixesFindTheRightSections() throws {
        let folder = try RealSite.folder()
        let caches = ["../#стражи-и-кэши-коротко", "../cells/#когда-сбрасывать-кэши", "../cells/#три-кэша"]
        let expected: [(query: String, language: String, top: [String])] = [
            ("ячейкам", "ru", ["../cells/", "../cells/#жизненный-цикл-контроллер-и-ячейка", "../cells/#высота-ячейки"]),
            ("кэша", "ru", caches),
            ("кеш", "ru", caches),
            ("кэширование", "ru", caches),
            ("кэширования", "ru", caches),
            ("ячеека", "ru", ["../cells/", "../cells/#типы-ячеек"]),
            ("переиспользования", "ru", ["../cells/#переиспользование"]),
            ("контрол", "ru", ["../main-view/", "../controllers/", "../cells/#жизненный-цикл-контроллер-и-ячейка"]),
            ("celdas", "es", ["../cells/", "../cells/#ciclo-de-vida-controlador-y-celda"]),
            ("caché", "es", ["../cells/#cuándo-vaciar-las-cachés", "../cells/#las-tres-cachés"]),
            ("cache", "es", ["../cells/#cuándo-vaciar-las-cachés", "../cells/#las-tres-cachés"]),
            ("altura de la celda", "es", ["../cells/#alturas-de-las-celdas"]),
            ("calulo anticipado", "es", ["../cells/#cálculo-anticipado-en-segundo-plano"]),
        ]
        for (query, language, top) in expected {
            let results = try Self.results(query, language: language, site: folder)
            #expect(results.prefix(top.count).map(\.href) == top, "\(query): \(results.prefix(5).map(\.text))")
        }
        #expect(try Self.results("ъъъъъ", language: "ru", site: folder).isEmpty)
    }

    @Test func resultsMarkTheirWordsCutSnippetsAroundThemAndShowEveryResult() throws {
        let folder = try RealSite.folder()
        let results = try Self.results("altura de la celda", language: "es", site: folder)
        let first = try #require(results.first)
        #expect(first.html == "MFS en celdas — <mark>Alturas</mark> de las <mark>celdas</mark>")
        #expect(first.snippet.hasPrefix("…una cadena, no una <mark>celda</mark>. No existe una clase de <mark>celda</mark>"))
        // A snippet from the middle of a section starts and ends with an ellipsis.
        let later = try #require(results.first { $0.snippet.hasPrefix("…") })
        #expect(later.snippet.hasSuffix("…") && later.snippet.contains("<mark>"))
        // Twenty results first, then a button for the rest.
        let dom = try Self.dom(of: folder.path("Public/es/search/index.html"), query: "q=celda")
        #expect(dom.components(separatedBy: "class=\"search-result\"").count - 1 == 20)
        let count = try #require(dom.firstMatch(of: /Secciones encontradas: (\d+)\./)).output.1
        #expect(Int(count)! > 20)
        #expect(dom.contains(">Mostrar más (quedan \(Int(count)! - 20))</button>"))
    }

    @Test func theTargetSectionMarksTheWordsItWasFoundBy() throws {
        let folder = try RealSite.folder()
        let href = try #require(try Self.results("кэша", language: "ru", site: folder).first { $0.href == "../cells/#три-кэша" })
        #expect(href.html == "MFS для ячеек — Три <mark>кэша</mark>")
        let dom = try Self.dom(of: folder.path("Public/ru/cells/index.html"), query: "hl=" + Self.percent("кэша кеш"), fragment: "#три-кэша")
        #expect(dom.contains(">Три <mark class=\"search-hit\">кэша</mark></"))
        // Marked in that section only: the next section's heading has its word unmarked.
        #expect(dom.contains(">Потокобезопасность: как запирать кэш</"))
        let section = try #require(dom.range(of: "id=\"три-кэша\"")).upperBound
        let next = try #require(dom.range(of: "id=\"потокобезопасность", range: section..<dom.endIndex)).lowerBound
        #expect(dom[section..<next].components(separatedBy: "class=\"search-hit\"").count > 3)
        #expect(!dom[next...].contains("search-hit"))
    }
}
