import Foundation
import Testing
@testable import MFSSite
import TestSupport

/// Raw HTML and URLs the site refuses (issue 32): event handler attributes,
/// URLs whose scheme is not http, https, mailto or tel, `<noscript>`, and raw
/// HTML that ends inside a tag or a comment; each a located error of the parse,
/// read as browsers read HTML.
@Suite struct RawHTMLPolicyTests {
    static let urlEnd = "links and sources may be http, https, mailto, tel or relative URLs"

    static func handler(_ name: String) -> String {
        "raw HTML: the event handler attribute '\(name)' is not allowed (pages run no script of their own)"
    }

    static func url(_ attribute: String, _ scheme: String) -> String {
        "raw HTML: the URL of '\(attribute)' has the scheme '\(scheme):'; " + urlEnd
    }

    static let refused: [(markdown: String, line: Int, column: Int, message: String)] = [
        ("<img src=x onerror=\"alert(1)\">\n", 1, 12, handler("onerror")),
        ("<IMG SRC=x OnError=alert(1)>\n", 1, 12, handler("onerror")),
        ("<div>\n<img src=\"x\"onerror=alert(1)>\n</div>\n", 2, 13, handler("onerror")),
        ("<div>\n<img/src=\"x\"/onerror=alert(1)>\n</div>\n", 2, 14, handler("onerror")),
        ("<div>\n<svg\u{0C}onload=alert(1)>\n</div>\n", 2, 6, handler("onload")),
        ("<div>\n<img src=x\n   onerror = y>\n</div>\n", 3, 4, handler("onerror")),
        ("Text <a href=\"x\" onmouseover='y'>a</a>.\n", 1, 18, handler("onmouseover")),
        ("<!--><img src=x onerror=alert(1)>-->\n", 1, 17, handler("onerror")),
        ("<div>\n<!-- a --!><b onclick=x>b</b>\n</div>\n", 2, 15, handler("onclick")),
        ("[x](javascript:alert(1))\n", 1, 1, "the link's URL has the scheme 'javascript:'; " + urlEnd),
        ("a [x](JaVaScRiPt:alert(1)) b\n", 1, 3, "the link's URL has the scheme 'javascript:'; " + urlEnd),
        ("[x](&#x6A;avascript:alert(1))\n", 1, 1, "the link's URL has the scheme 'javascript:'; " + urlEnd),
        ("Autolink <javascript:alert(1)>\n", 1, 10, "the link's URL has the scheme 'javascript:'; " + urlEnd),
        ("![i](data:text/html,x)\n", 1, 1, "the image's URL has the scheme 'data:'; " + urlEnd),
        ("[x]: vbscript:x\n\n> [link][x]\n", 3, 3, "the link's URL has the scheme 'vbscript:'; " + urlEnd),
        ("> <a href=\" jav&#x61;script&colon;alert(1)\">x</a>\n", 1, 6, url("href", "javascript")),
        ("<a href=\"java&Tab;scr&#105pt:x\">x</a>\n", 1, 4, url("href", "javascript")),
        ("<a href=\"&#1;&#x0A;vbscript:x\">x</a>\n", 1, 4, url("href", "vbscript")),
        ("<form action=\"vbscript:x\">\n", 1, 7, url("action", "vbscript")),
        ("<button formaction=javascript:x>b</button>\n", 1, 9, url("formaction", "javascript")),
        ("<svg><a xlink:href=\"javascript:x\"><text>t</text></a></svg>\n", 1, 9, url("xlink:href", "javascript")),
        ("<img srcset=\"a.png 1x, data:image/png;base64,AA 2x\">\n", 1, 6, url("srcset", "data")),
        ("<video poster=\"javascript:x\"></video>\n", 1, 8, url("poster", "javascript")),
        ("<svg><animate attributeName=href values=\"x&semi;javascript:alert(1)\"/></svg>\n", 1, 34, url("values", "javascript")),
        ("<object data=\"data:text/html,x\"></object>\n", 1, 9, url("data", "data")),
        ("<svg><set attributeName=\"OnClick\" to=\"alert(1)\"/></svg>\n", 1, 11, handler("onclick")),
        ("<div title=\"a\n\nText.\n", 1, 1, "raw HTML: the tag is not closed ('>') where the HTML ends"),
        ("<!-- a\n", 1, 1, "raw HTML: the comment is not closed ('-->') where the HTML ends"),
        ("<div>\n<!DOCTYPE x\n", 2, 1, "raw HTML: the comment is not closed ('-->') where the HTML ends"),
        ("<noscript><p>x</p></noscript>\n", 1, 1, "raw HTML: <noscript> is not allowed (browsers read its content as text when scripts run)"),
    ]

    @Test func eachIsALocatedError() {
        for sample in Self.refused {
            #expect(throws: Diagnostic(path: "t.md", line: sample.line + 4, column: sample.column, message: sample.message), "\(sample.markdown)") {
                try MarkdownParser.parse(sample.markdown, path: "t.md", line: 5)
            }
        }
    }

    /// What browsers do not read as a handler or a URL passes as it is:
    /// attributes in comments and values, other attributes with a scheme-like
    /// value, the allowed schemes and relative URLs, and filtered tags.
    @Test func theRestRendersAsItIs() throws {
        let source = """
            <div title="x onerror=y">
            <!-- <img src=x onerror=y> --><img/src=x/onerror=y alt="on=1">
            <a href="https://x.org/?a=1" title="javascript:x">a</a> <a href="#id">b</a> <a href="mailto:a@b.c">c</a>
            <a href="tel:+1">d</a> <a href="a/b.html">e</a> <a href="//cdn.example/x" ping="https://x.org/p">f</a>
            <img src="i.png" srcset="i.png 1x, i@2x.png 2x"><script src="javascript:x" onload=y></script>
            </div>

            [g](https://x.org/) ![h](i.png) <http://x.org/> <mailto:a@b.c> [i](c:d "javascript:x")

            """
        #expect(throws: Diagnostic(path: "t.md", line: 8, column: 64, message: "the link's URL has the scheme 'c:'; " + Self.urlEnd)) {
            try MarkdownParser.parse(source, path: "t.md")
        }
        let allowed = source.replacingOccurrences(of: "(c:d ", with: "(c.d ")
        #expect(try MarkdownHTMLRenderer().render(MarkdownParser.parse(allowed, path: "t.md")) == """
            <div title="x onerror=y">
            <!-- <img src=x onerror=y> --><img/src=x/onerror=y alt="on=1">
            <a href="https://x.org/?a=1" title="javascript:x">a</a> <a href="#id">b</a> <a href="mailto:a@b.c">c</a>
            <a href="tel:+1">d</a> <a href="a/b.html">e</a> <a href="//cdn.example/x" ping="https://x.org/p">f</a>
            <img src="i.png" srcset="i.png 1x, i@2x.png 2x">&lt;script src="javascript:x" onload=y>&lt;/script>
            </div>
            <p><a href="https://x.org/">g</a> <img src="i.png" alt="h" /> <a href="http://x.org/">http://x.org/</a> <a href="mailto:a@b.c">mailto:a@b.c</a> <a href="c.d" title="javascript:x">i</a></p>

            """)
    }

    /// In headless Chromium: the refused samples that hold a handler run it
    /// when cmark-gfm's own HTML lets them through, and the raw HTML the site
    /// lets through runs none.
    @Test func noHandlerRunsInChromium() throws {
        let mark = { (number: Int) in "document.body.dataset.ran\(number)='yes'" }
        let refused = [
            "<img src=x onerror=\"\(mark(1))\">\n",
            "<div>\n<img src=\"x\"onerror=\(mark(2))>\n</div>\n",
            "<div>\n<svg\u{0C}onload=\(mark(3))>\n</div>\n",
            "<!--><img src=x onerror=\(mark(4))>-->\n",
        ]
        let accepted = """
            <div title="x" data-x="y onerror=\(mark(5))">
            <!-- <img src=x onerror=\(mark(6))> --><img/src=x/onerror=\(mark(7))>
            <script\u{0C}src=x onerror=\(mark(8))></script>
            </div>

            """
        for sample in refused { #expect(throws: Diagnostic.self) { try MarkdownParser.parse(sample, path: "t.md") } }
        let through = try Self.ranMarks(refused.map(MarkdownParser.referenceHTML).joined())
        #expect(through == ["data-ran1=\"yes\"", "data-ran2=\"yes\"", "data-ran3=\"yes\"", "data-ran4=\"yes\""])
        #expect(try Self.ranMarks(MarkdownHTMLRenderer().render(MarkdownParser.parse(accepted, path: "t.md"))) == [])
    }

    /// The `data-ranN` marks set on the body of a page holding `document`, after Chromium loads it.
    static func ranMarks(_ document: String) throws -> [String] {
        let dom = try ControlledPage.dom(document)
        #expect(dom.contains("data-control=\"ok\""))
        return dom.matches(of: /data-ran\d="yes"/).map { String($0.output) }.sorted()
    }
}
