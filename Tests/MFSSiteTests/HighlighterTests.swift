import Foundation
import Testing
@testable import MFSSite
import TestSupport

/// Build-time highlighting in process, with the HTML Pygments writes.
@Suite struct HighlighterTests {
    static let swift = "let title = \"Войти\" // <кнопка>\n"
    /// What Debian 12's Pygments (2.14, `python3-pygments`) writes for `swift`.
    static let expected = "<span class=\"kd\">let</span> <span class=\"nv\">title</span> <span class=\"p\">=</span> "
        + "<span class=\"s\">&quot;Войти&quot;</span> <span class=\"c1\">// &lt;кнопка&gt;</span>\n"

    @Test func highlightsSwift() {
        #expect(CodeHighlighter.html(Self.swift, language: .swift) == Self.expected)
    }

    @Test func highlightsObjectiveC() {
        let code = "@interface LoginViewController (Management)\n- (void)prepareUI;\n@end\n"
        #expect(CodeHighlighter.html(code, language: .objectiveC)
            == "<span class=\"k\">@interface</span> <span class=\"nc\">LoginViewController</span> <span class=\"nl\">(Management)</span>\n"
            + "<span class=\"p\">-</span> <span class=\"p\">(</span><span class=\"kt\">void</span><span class=\"p\">)</span>"
            + "<span class=\"nf\">prepareUI</span><span class=\"p\">;</span>\n<span class=\"k\">@end</span>\n")
    }

    @Test func spansCloseAtEveryLineEnd() {
        #expect(CodeHighlighter.html("/* a\nb */", language: .swift)
            == "<span class=\"cm\">/* a</span>\n<span class=\"cm\">b */</span>\n")
    }

    @Test func codeIsPreparedAsPygmentsPreparesIt() {
        #expect(CodeHighlighter.prepared("\u{FEFF}\n\na\r\nb\rc\r\r\n\n") == Array("a\nb\nc\n".utf8))
        #expect(CodeHighlighter.prepared("\n\n") == [0x0A])
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
