import Foundation
import MFS
import MFSScreens
import Testing
@testable import MFSSite
import TestSupport

/// Text from view models, front matter and embed YAML reaches the page only
/// escaped; raw HTML in Markdown goes through the GFM tag filter.
@Suite struct EscapingTests {
    static let evil = "<script>alert(\"x\")</script> & 'q'"
    static let escaped = "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; 'q'"

    @Test func escapesAmpersandsAngleBracketsAndDoubleQuotes() {
        #expect(HTML.escape(Self.evil) == Self.escaped)
        #expect(HTML.escape("plain «текст»") == "plain «текст»")
    }

    @Test func escapesViewModelTextAndTheGroupLabel() throws {
        let login = try #require(ScreenCatalog.screen(named: "login"))
        let request = ScreenRequest(size: Size(width: 320, height: 568),
                                    model: ["signInTitle": .string(Self.evil), "signUpTitle": .string("a&b")], language: .en)
        let html = ScreenHTML().group([login.render(request)], requests: [request], label: "<b class=\"x\">&</b>")
        #expect(html.hasPrefix("<div class=\"mfs-embed\">\n<div class=\"mfs-screens\" role=\"group\" aria-label=\"&lt;b class=&quot;x&quot;&gt;&amp;&lt;/b&gt;\">\n"))
        #expect(html.contains(">\(Self.escaped)</div>\n"))
        #expect(html.contains(">a&amp;b</div>\n"))
        #expect(!html.contains("<script>"))
    }

    @Test func escapesFrontMatterAndEmbedYAMLInTheBuiltPage() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("Content/ru/index.md", """
            ---
            title: "<script>alert('t')</script> & \\"T\\""
            description: "<b>d</b> & \\"q\\""
            order: 1
            ---

            ```mfs
            screen: login
            sizes: [320x568]
            model:
              signInTitle: "<script>alert(\\"x\\")</script> & 'q'"
              imageName: "<img src=x onerror=\\"y\\">"
            ```

            """)
        _ = try SiteBuilder(contentDirectory: folder.path("Content"), outputDirectory: folder.path("Public")).build()
        let page = try folder.read("Public/ru/index.html")
        let title = "&lt;script&gt;alert(&#39;t&#39;)&lt;/script&gt; &amp; &quot;T&quot;"
        #expect(page.contains("<title>\(title) · MFS</title>"))
        #expect(page.contains("<meta name=\"description\" content=\"&lt;b&gt;d&lt;/b&gt; &amp; &quot;q&quot;\">"))
        #expect(page.contains("<h1>\(title)</h1>"))
        #expect(page.contains("aria-current=\"page\">\(title)</a>"))
        #expect(page.contains(">\(Self.escaped)</div>\n"))
        for raw in ["<script>", "<b>d", "<img", "onerror=\""] { #expect(!page.contains(raw), "\(raw) reached the page") }
    }

    @Test func rawHTMLGoesThroughTheTagFilter() throws {
        let source = """
            <script>alert(1)</script>

            <div class="note">kept <b>bold</b></div>

            Inline <style>p{}</style>, <IFRAME src=x></IFRAME>, <textarea>, <title>, <xmp>, <noembed>, <noframes>, <plaintext>, <scripts> and <span>span</span>.

            """
        let html = try MarkdownHTMLRenderer().render(MarkdownParser.parse(source))
        #expect(html == """
            &lt;script>alert(1)&lt;/script>
            <div class="note">kept <b>bold</b></div>
            <p>Inline &lt;style>p{}&lt;/style>, &lt;IFRAME src=x>&lt;/IFRAME>, &lt;textarea>, &lt;title>, &lt;xmp>, &lt;noembed>, &lt;noframes>, &lt;plaintext>, <scripts> and <span>span</span>.</p>

            """)
        #expect(html == MarkdownParser.referenceHTML(source))
    }

    /// Found by `make fuzz`: cmark-gfm's own filter lets `<script/x>` and
    /// `<script\f>` through inside an HTML block, though browsers read both as
    /// script tags; ours disables them.
    @Test func theTagFilterAlsoDisablesTagsCmarkGFMLetsThrough() throws {
        let source = "<div>\n<script/x>alert(1)</script>\n<script\u{0C}>alert(2)</script>\n</div>\n"
        let html = try MarkdownHTMLRenderer().render(MarkdownParser.parse(source))
        #expect(html == "<div>\n&lt;script/x>alert(1)&lt;/script>\n&lt;script\u{0C}>alert(2)&lt;/script>\n</div>\n")
        #expect(MarkdownParser.referenceHTML(source) == "<div>\n<script/x>alert(1)&lt;/script>\n<script\u{0C}>alert(2)&lt;/script>\n</div>\n")
    }
}
