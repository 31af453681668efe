import Foundation
import Testing
@testable import MFSSite
import TestSupport

/// Build-time highlighting with Pygments, and its cache.
@Suite struct HighlighterTests {
    static let swift = "let title = \"Войти\" // <кнопка>\n"
    /// What Debian 12's Pygments (2.14, `python3-pygments`) writes for `swift`.
    static let expected = "<span class=\"kd\">let</span> <span class=\"nv\">title</span> <span class=\"p\">=</span> "
        + "<span class=\"s\">&quot;Войти&quot;</span> <span class=\"c1\">// &lt;кнопка&gt;</span>\n"

    @Test func highlightsSwiftAndCachesTheHTML() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let highlighter = CodeHighlighter(blocks: [(.swift, Self.swift)], cacheDirectory: folder.url)
        #expect(try highlighter.html(Self.swift, language: .swift) == Self.expected)
        let cached = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        #expect(cached.count == 1)
        // A cached block needs no Python: a changed cache file is what comes back.
        try folder.write(cached[0], "<span>cached</span>")
        let second = CodeHighlighter(blocks: [(.swift, Self.swift)], cacheDirectory: folder.url)
        #expect(try second.html(Self.swift, language: .swift) == "<span>cached</span>")
    }

    @Test func highlightsObjectiveC() throws {
        let code = "@interface LoginViewController (Management)\n- (void)prepareUI;\n@end\n"
        let html = try CodeHighlighter(blocks: [(.objectiveC, code)], cacheDirectory: nil).html(code, language: .objectiveC)
        #expect(html == "<span class=\"k\">@interface</span> <span class=\"nc\">LoginViewController</span> <span class=\"nl\">(Management)</span>\n"
            + "<span class=\"p\">-</span> <span class=\"p\">(</span><span class=\"kt\">void</span><span class=\"p\">)</span>"
            + "<span class=\"nf\">prepareUI</span><span class=\"p\">;</span>\n<span class=\"k\">@end</span>\n")
    }

    @Test(arguments: [("swift", CodeLanguage.swift), ("objc", .objectiveC), ("objective-c title", .objectiveC), ("Swift", .swift)])
    func infoStringsNameTheLanguage(info: String, language: CodeLanguage) {
        #expect(CodeLanguage(info: info) == language)
    }

    @Test func otherLanguagesStayPlain() {
        #expect(CodeLanguage(info: "yaml") == nil)
        #expect(CodeLanguage(info: "") == nil)
    }

    @Test func aCodeBlockOfThePageIsHighlighted() throws {
        let html = try BlockTests.page("```swift\n\(Self.swift)```\n")
        #expect(html.contains("<pre class=\"highlight\" tabindex=\"0\"><code class=\"language-swift\">\(Self.expected)</code></pre>"))
    }
}
