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
        let login = try #require(DemoScreens().screen(named: "login"))
        let request = ScreenRequest(size: Size(width: 320, height: 568),
                                    model: ["signInTitle": .string(Self.evil), "signUpTitle": .string("a&b")], language: .en)
        let html = ScreenHTML().group([login.render(request)], requests: [request], of: login, label: "<b class=\"x\">&</b>")
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
        // Without a title in site.yaml, the site's title is the start page's.
        #expect(page.contains("<title>\(title) · \(title)</title>"))
        #expect(page.contains("<meta name=\"description\" content=\"&lt;b&gt;d&lt;/b&gt; &amp; &quot;q&quot;\">"))
        #expect(page.contains("<h1>\(title)</h1>"))
        #expect(page.contains("aria-current=\"page\">\(title)</a>"))
        #expect(page.contains(">\(Self.escaped)</div>\n"))
        for raw in ["<script>alert", "<b>d", "<img", "onerror=\""] { #expect(!page.contains(raw), "\(raw) reached the page") }
    }

    @Test func rawHTMLGoesThroughTheTagFilter() throws {
        let source = """
            <script>alert(1)</script>

            <div class="note">kept <b>bold</b></div>

            Inline <style>p{}</style>, <IFRAME src=x></IFRAME>, <textarea>, <title>, <xmp>, <noembed>, <noframes>, <plaintext>, <scripts> and <span>span</span>.

            """
        let html = try MarkdownHTMLRenderer().render(MarkdownParser.parse(source, path: "test.md"))
        #expect(html == """
            &lt;script>alert(1)&lt;/script>
            <div class="note">kept <b>bold</b></div>
            <p>Inline &lt;style>p{}&lt;/style>, &lt;IFRAME src=x>&lt;/IFRAME>, &lt;textarea>, &lt;title>, &lt;xmp>, &lt;noembed>, &lt;noframes>, &lt;plaintext>, <scripts> and <span>span</span>.</p>

            """)
        #expect(html == MarkdownParser.referenceHTML(source))
    }

    /// Code blocks are not tag-filtered: their HTML escapes every `<` of the
    /// code, highlighted (Swift, Objective-C) or not, in the renderer and in a built page.
    @Test func codeBlocksEscapeTheirCode() throws {
        let code = "let s = \"</code></pre><script>alert(1)</script>\" // <style>"
        let markdown = ["swift", "objc", "text", ""].map { "```\($0)\n\(code)\n```\n" }.joined(separator: "\n")
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("Content/ru/index.md", "---\ntitle: Код\norder: 1\n---\n\n" + markdown)
        _ = try SiteBuilder(contentDirectory: folder.path("Content"), outputDirectory: folder.path("Public")).build()
        let page = try folder.read("Public/ru/index.html")
        let body = try MarkdownHTMLRenderer().render(MarkdownParser.parse(markdown, path: "test.md"))
        for html in [page, body] {
            for raw in ["<script>alert", "<style>", "</pre><"] { #expect(!html.contains(raw), "\(raw) reached the HTML") }
        }
        #expect(page.components(separatedBy: "&lt;script&gt;").count == 5)
        #expect(body.components(separatedBy: "&lt;script&gt;").count == 5)
    }

    /// Found by `make fuzz`: cmark-gfm's own filter lets `<script/x>` and
    /// `<script\f>` through inside an HTML block, though browsers read both as
    /// script tags; ours disables them.
    @Test func theTagFilterAlsoDisablesTagsCmarkGFMLetsThrough() throws {
        let source = "<div>\n<script/x>alert(1)</script>\n<script\u{0C}>alert(2)</script>\n</div>\n"
        let html = try MarkdownHTMLRenderer().render(MarkdownParser.parse(source, path: "test.md"))
        #expect(html == "<div>\n&lt;script/x>alert(1)&lt;/script>\n&lt;script\u{0C}>alert(2)&lt;/script>\n</div>\n")
        #expect(MarkdownParser.referenceHTML(source) == "<div>\n<script/x>alert(1)&lt;/script>\n<script\u{0C}>alert(2)&lt;/script>\n</div>\n")
    }

    /// A filtered tag's name ends where HTML's tokenizer ends one: at a tab,
    /// line feed, form feed, carriage return, space, `/`, `>` or the end of
    /// the text; any other byte makes it another name.
    @Test func theTagFilterEndsATagNameWhereBrowsersDo() {
        for end in ["\t", "\n", "\u{0C}", "\r", " ", "/", ">"] {
            #expect(HTML.tagFiltered("a<ScRiPt\(end)b</TITLE\(end)") == "a&lt;ScRiPt\(end)b&lt;/TITLE\(end)")
        }
        #expect(HTML.tagFiltered("<xmp>x</xmp") == "&lt;xmp>x&lt;/xmp")
        for other in ["\u{0B}", "s", "-", "\u{A0}", "é", "\0"] {
            #expect(HTML.tagFiltered("<script\(other)></script\(other)>") == "<script\(other)></script\(other)>")
        }
        #expect(HTML.tagFiltered("<") == "<" && HTML.tagFiltered("</") == "</" && HTML.tagFiltered("") == "")
    }

    /// Raw tags in every kind of block, ended as browsers end a tag name (form
    /// feed, tab, carriage return, line feed, space, `/`, `>`) in any case, and
    /// the exact HTML each block renders to.
    static let rawTagsInEveryBlock: [(kind: String, markdown: String, html: String)] = [
        ("paragraph", "A <script\u{0C}>s(1)</script\u{0C}>, <SCRIPT\t>s(2)</SCRIPT >, <Style\nmedia=x>p{}</style/> <xmp >.\n",
         "<p>A &lt;script\u{0C}>s(1)&lt;/script\u{0C}>, &lt;SCRIPT\t>s(2)&lt;/SCRIPT >, &lt;Style\nmedia=x>p{}&lt;/style/&gt; &lt;xmp >.</p>\n"),
        ("table", "| a | b |\n|---|---|\n| <script\u{0C}>s(3)</script\u{0C}> | <iframe\u{0C}src=x> <scripts> |\n",
         "<table>\n<thead>\n<tr>\n<th>a</th>\n<th>b</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n"
             + "<td>&lt;script\u{0C}>s(3)&lt;/script\u{0C}></td>\n<td>&lt;iframe\u{0C}src=x> <scripts></td>\n</tr>\n</tbody>\n</table>\n"),
        ("list", "- Item <script\u{0C}>s(4)</script\u{0C}>\n- <textarea\u{0C}>\n",
         "<ul>\n<li>Item &lt;script\u{0C}>s(4)&lt;/script\u{0C}></li>\n<li>\n&lt;textarea\u{0C}>\n</li>\n</ul>\n"),
        ("quote", "> Quote <script\u{0C}>s(5)</script\u{0C}>\n>\n> <script\u{0C}>s(6)</script\u{0C}>\n",
         "<blockquote>\n<p>Quote &lt;script\u{0C}>s(5)&lt;/script\u{0C}></p>\n&lt;script\u{0C}>s(6)&lt;/script\u{0C}>\n</blockquote>\n"),
        ("HTML block", "<div>\n<script\u{0C}>s(7)</script\u{0C}>\n<noembed/><plaintext\u{0C}>\n</div>\n",
         "<div>\n&lt;script\u{0C}>s(7)&lt;/script\u{0C}>\n&lt;noembed/>&lt;plaintext\u{0C}>\n</div>\n"),
    ]

    /// Found by a hostile-input review (issue 21): cmark-gfm's filter let
    /// `<script\f>` through in blocks it rendered ahead of the renderer (which
    /// no longer happens: the tree is all Markdown, and the renderer draws it).
    @Test func theTagFilterCoversEveryBlock() throws {
        for block in Self.rawTagsInEveryBlock {
            let tree = try MarkdownParser.parse(block.markdown, path: "test.md")
            #expect(try MarkdownHTMLRenderer().render(tree) == block.html, "\(block.kind)")
        }
    }

    /// The same blocks, their scripts made to mark the page, rendered into one
    /// page and loaded in headless Chromium: none of them runs, while the
    /// page's own control script does.
    @Test func noRawScriptRunsInChromium() throws {
        let markdown = Self.rawTagsInEveryBlock.map(\.markdown).joined(separator: "\n")
            .replacingOccurrences(of: #"s\((\d)\)"#, with: "document.body.dataset.ran$1 = 'ye' + 's'", options: .regularExpression)
        let dom = try ControlledPage.dom(MarkdownHTMLRenderer().render(MarkdownParser.parse(markdown, path: "test.md")))
        #expect(dom.contains("data-control=\"ok\""))
        #expect(!dom.contains("=\"yes\""), "a raw script ran: \(dom.prefix(300))")
    }
}
