import Foundation
import Testing
import MFSBrowser
import MFSSite
import TestSupport

/// What readers would type, searched on the real site by the very scripts
/// its pages run (`assets/search.js`, which loads the Snowball stemmer, the
/// engine and the index as the dialog does), in headless Chromium over
/// `file://`: each query of `Fixtures/search-relevance.tsv` must find its
/// section among the first three results.
@Suite struct SearchRelevanceTests {
    /// A query of the fixture and the section it must find: the page's
    /// folder relative to its language's (`cells/`, `""` for the start
    /// page) and the section's heading (`""` for the introduction).
    struct Query: Codable {
        var language: String
        var query: String
        var folder: String
        var heading: String
    }

    static func queries() throws -> [Query] {
        let url = try #require(Bundle.module.url(forResource: "Fixtures/search-relevance", withExtension: "tsv"))
        return try String(contentsOf: url, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            let slug = fields[2]
            return Query(language: fields[0], query: fields[1], folder: slug == "index" ? "" : slug + "/", heading: fields.count > 3 ? fields[3] : "")
        }
    }

    /// The first three results of each of `queries` (all of one language) on
    /// the site in `site`, as `folder|heading`, one line per query.
    static func topThree(_ queries: [Query], language: String, site: TemporaryDirectory) throws -> [String] {
        let list = String(decoding: try JSONEncoder().encode(queries.map(\.query)), as: UTF8.self)
        // The results page's own script element, which names the language's stemmer.
        let results = try String(contentsOfFile: site.path("Public/\(language)/search/index.html"), encoding: .utf8)
        let script = try #require(results.split(separator: "\n").first { $0.contains("assets/search.js") })
        let page = """
            <!DOCTYPE html>
            <html lang="\(language)"><head><meta charset="utf-8"><title>relevance</title></head><body>
            <pre id="out"></pre>
            \(script)
            <script>
            MFSSearch.withEngine("../search-index.js", function (engine) {
              document.getElementById("out").textContent = \(list).map(function (query) {
                return engine.search(query).slice(0, 3).map(function (result) {
                  return engine.pages[result.section.page].folder + "|" + (result.section.heading || "");
                }).join("\\t");
              }).join("\\n");
            });
            </script>
            </body></html>
            """
        let path = site.path("Public/\(language)/search/relevance.html")
        try page.write(toFile: path, atomically: true, encoding: .utf8)
        let dom = try Chromium.locate().dumpDOM(of: URL(fileURLWithPath: path), virtualTimeBudget: 5000)
        let start = try #require(dom.range(of: "<pre id=\"out\">")).upperBound
        let end = try #require(dom.range(of: "</pre>", range: start..<dom.endIndex)).lowerBound
        let lines = String(dom[start..<end]).replacingOccurrences(of: "&nbsp;", with: "\u{00A0}").replacingOccurrences(of: "&amp;", with: "&").split(separator: "\n", omittingEmptySubsequences: false)
        return lines.map(String.init)
    }

    @Test func everyQueryFindsItsSectionInTheTopThree() throws {
        let folder = try RealSite.folder()
        let queries = try Self.queries()
        for language in ["ru", "es"] {
            let asked = queries.filter { $0.language == language }
            #expect(asked.count >= 40)
            let found = try Self.topThree(asked, language: language, site: folder)
            #expect(found.count == asked.count)
            var first = 0, top = 0, misses: [String] = []
            for (query, results) in zip(asked, found) {
                let ranked = results.split(separator: "\t").map(String.init)
                let wanted = query.folder + "|" + query.heading
                if ranked.first == wanted { first += 1 }
                if ranked.contains(wanted) { top += 1 } else { misses.append("\(query.query) -> \(wanted): \(ranked)") }
            }
            let atOne = Double(first) / Double(asked.count), atThree = Double(top) / Double(asked.count)
            print("search relevance \(language): \(asked.count) queries, precision@1 \(atOne), precision@3 \(atThree)")
            #expect(misses == [], "\(language):\n\(misses.joined(separator: "\n"))")
            #expect(atThree >= 0.95, "\(language)")
        }
    }
}
