import MFS
import Testing
@testable import MFSSite

@Suite struct MarkdownRendererTests {
    /// Our renderer, without hooks, writes what cmark-gfm's own renderer writes.
    @Test(arguments: [
        "# Заголовок\n\nАбзац с *курсивом*, **жирным**, `кодом` и ~~зачёркнутым~~.\n",
        "| Часть | Правило |\n| :--- | ---: |\n| Frames | чистые функции |\n| Styles | `isStylized` |\n",
        "- один\n- два\n  - вложенный\n\n1. первый\n2. второй\n\n3) start\n",
        "- [x] сделано\n- [ ] не сделано\n",
        "> цитата\n>\n> - список\n\n---\n\nСсылка <https://example.com/a?b=1&c=2> и [текст](doc.md \"Title\").\n",
        "<div class=\"note\">сырой <b>HTML</b></div>\n\n<script>alert(1)</script>\n\nИ <style>x</style> внутри.\n",
        "```swift\nlet x = \"<a>\" & y\n```\n\n    indented\n\n![картинка](a b.png)\nline  \nbreak\n",
        "* loose\n\n* list\n",
        // Footnotes: several references to one, a missing and an unused definition, a label
        // matched in another case, escaped labels, blocks, a footnote referenced only from
        // a dropped one, and references inside footnotes and tables.
        "Note[^1] and[^x] again[^1] and [^missing].\n\n[^1]: Body.\n\n[^x]: Second\n    para.\n\n    ```\n    code\n    ```\n\n[^unused]: Not used.\n",
        "[^z]: first z\n\n> quote[^b] and [^B] and [^z]\n>\n> [^B]: quoted[^c]\n\n[^b]: dup\n\n[^c]: c[^a&b]\n\n[^a&b]: [x](http://e.com) ![i](x.png)\n\n- item[^é]\n\n  [^é]: in list\n",
        "Text[^c].\n\n[^a]: see [^b] and [^c]\n\n[^b]: bee\n\n[^c]: cee\n",
        "Me[^self].\n\n[^self]: me[^self]\n\n[^empty]:\n\nEmpty[^empty].\n\n[^list]: - a\n\n    > q\n\nList[^list].\n",
        "| a | b |\n|---|---|\n| x[^1] | <b>y</b> |\n\n[^1]: In a table.\n",
    ])
    func matchesReference(_ source: String) throws {
        let document = try MarkdownParser.parse(source, path: "test.md")
        #expect(try MarkdownHTMLRenderer().render(document) == MarkdownParser.referenceHTML(source))
    }

    /// Footnotes as cmark-gfm writes them: numbered in order of first
    /// reference, linked by label, one back link per reference.
    @Test func footnotesAreNumberedAndLinkedAsCmarkGFMDoes() throws {
        let source = "Note[^n] and[^2] again[^n], [^missing].\n\n[^2]: Two.\n\n[^n]: Body.\n\n[^unused]: Not used.\n"
        var renderer = MarkdownHTMLRenderer()
        renderer.footnoteBackLabel = { "Вернуться к сноске \($0)" }
        #expect(try renderer.render(MarkdownParser.parse(source, path: "test.md")) == """
            <p>Note<sup class="footnote-ref"><a href="#fn-n" id="fnref-n" data-footnote-ref>1</a></sup> \
            and<sup class="footnote-ref"><a href="#fn-2" id="fnref-2" data-footnote-ref>2</a></sup> \
            again<sup class="footnote-ref"><a href="#fn-n" id="fnref-n-2" data-footnote-ref>1</a></sup>, [^missing].</p>
            <section class="footnotes" data-footnotes>
            <ol>
            <li id="fn-n">
            <p>Body. <a href="#fnref-n" class="footnote-backref" data-footnote-backref aria-label="Вернуться к сноске 1">↩</a> \
            <a href="#fnref-n-2" class="footnote-backref" data-footnote-backref aria-label="Вернуться к сноске 1">↩<sup class="footnote-ref">2</sup></a></p>
            </li>
            <li id="fn-2">
            <p>Two. <a href="#fnref-2" class="footnote-backref" data-footnote-backref aria-label="Вернуться к сноске 2">↩</a></p>
            </li>
            </ol>
            </section>

            """)
    }

    /// Every kind of block, with the hooks unset, renders as cmark-gfm renders
    /// it; with them set, only what they draw changes (headings, links, code).
    @Test func everyBlockIsCmarkGFMsButWhatTheHooksDraw() throws {
        let source = """
            # Заголовок

            Абзац с *курсивом*, **жирным**, `кодом`, ~~зачёркнутым~~ и <b>HTML</b>.

            Автоссылка www.example.com — тоже ссылка.

            Абзац со [ссылкой](other.md) и сноской[^1].

            Абзац со сноской[^1] без ссылки.

            - [x] задача
            - пункт с ![картинкой](a.png "T")

            | A | B |
            | :- | -: |
            | 1 | [ссылка](#заголовок) |

            > цитата
            > 1. список

            ```swift
            let x = 1
            ```

            <div>сырой</div>

            ---

            [^1]: Сноска.
            """
        let tree = try MarkdownParser.parse(source, path: "test.md")
        let reference = MarkdownParser.referenceHTML(source)
        #expect(try MarkdownHTMLRenderer().render(tree) == reference)
        var renderer = MarkdownHTMLRenderer()
        renderer.headingID = { _ in "id" }
        renderer.headingAnchors = true
        renderer.linkURL = { url, _ in "/resolved/" + url }
        renderer.codeBlock = { info, _, _ in "<figure>\(info)</figure>\n" }
        let hooked = reference
            .replacingOccurrences(of: "<h1>Заголовок</h1>", with: "<h1 id=\"id\"><a class=\"heading-anchor\" href=\"#id\">Заголовок</a></h1>")
            .replacingOccurrences(of: "href=\"other.md\"", with: "href=\"/resolved/other.md\"")
            .replacingOccurrences(of: "href=\"http://www.example.com\"", with: "href=\"/resolved/http://www.example.com\"")
            .replacingOccurrences(of: "href=\"#%D0", with: "href=\"/resolved/#%D0")
            .replacingOccurrences(of: "<pre><code class=\"language-swift\">let x = 1\n</code></pre>\n", with: "<figure>swift</figure>\n")
        #expect(try renderer.render(tree) == hooked)
    }

    /// Strikethrough and autolinks survive parses running on every core at once
    /// (cmark-gfm shares their special characters between parsers).
    @Test func parsesOnAllCoresKeepTheExtensions() {
        let source = String(repeating: "Было ~~зачёркнуто~~ и www.example.com.\n\n", count: 40)
        let reference = MarkdownParser.referenceHTML(source)
        let htmls = Parallel.map(1000) { _ in (try? MarkdownHTMLRenderer().render(MarkdownParser.parse(source, path: "test.md"))) ?? "" }
        #expect(htmls.filter { $0 != reference }.count == 0)
        #expect(reference.contains("<del>зачёркнуто</del>") && reference.contains("<a href=\"http://www.example.com\">"))
    }
}
