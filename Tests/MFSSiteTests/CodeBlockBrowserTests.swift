import Foundation
import MFSBrowser
import Testing
import MFSSite
import TestSupport

/// A block with line numbers and highlighted lines in headless Chromium: the
/// numbers are drawn, yet neither a selection nor the copy button's text
/// (`pre.textContent`, assets/copy.js) holds them (a selection drops the last line feed).
@Suite struct CodeBlockBrowserTests {
    @Test func lineNumbersAreDrawnButNeitherSelectedNorCopied() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("Content/ru/index.md", "---\ntitle: Т\n---\n\n```swift title=\"A.swift\" linenums hl=2\nlet a = 1\nlet b = 2\n```\n")
        #expect(folder.buildFailure() == nil)
        let probe = """
            const pre = document.querySelector('article pre');
            const selection = window.getSelection();
            selection.selectAllChildren(pre);
            const lines = [...pre.querySelectorAll('.line')];
            document.body.dataset.probe = JSON.stringify([selection.toString(), pre.textContent,
              lines.map(l => getComputedStyle(l, '::before').content).join(' '),
              lines.map(l => getComputedStyle(l).backgroundColor).join(' ')]);
            """
        let html = try folder.read("Public/ru/index.html").replacingOccurrences(of: "</body>", with: "<script>\(probe)</script>\n</body>")
        try folder.write("Public/ru/probe.html", html)
        let dom = try Chromium.locate().dumpDOM(of: URL(fileURLWithPath: folder.path("Public/ru/probe.html")), virtualTimeBudget: 1000)
        let report = dom.range(of: "data-probe=\"").map { dom[$0.upperBound...].prefix { $0 != "\"" } } ?? ""
        #expect(String(report) == "[&quot;let a = 1\\nlet b = 2&quot;,&quot;let a = 1\\nlet b = 2\\n&quot;,"
            + "&quot;counter(line) counter(line)&quot;,&quot;rgba(0, 0, 0, 0) rgb(255, 245, 194)&quot;]")
    }
}
