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
    ])
    func matchesReference(_ source: String) throws {
        let document = MarkdownParser.parse(source)
        #expect(try MarkdownHTMLRenderer().render(document) == MarkdownParser.referenceHTML(source))
    }

    /// A document parsed with its plain blocks rendered by cmark-gfm renders
    /// to the HTML of its whole tree, hooks included; only the blocks without
    /// a heading, link, code block or footnote are rendered ahead.
    @Test func plainBlocksRenderedAheadMatchTheTree() throws {
        let source = """
            # Заголовок

            Абзац с *курсивом*, **жирным**, `кодом`, ~~зачёркнутым~~ и <b>HTML</b>.

            Автоссылка www.example.com — тоже ссылка.

            Абзац со [ссылкой](other.md) и сноской[^1].

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
        var renderer = MarkdownHTMLRenderer()
        renderer.headingID = { _ in "id" }
        renderer.headingAnchors = true
        renderer.linkURL = { url, _ in "/resolved/" + url }
        renderer.codeBlock = { info, _, _ in "<figure>\(info)</figure>\n" }
        let tree = MarkdownParser.parse(source), ahead = MarkdownParser.parse(source, renderingPlainBlocks: true)
        #expect(try renderer.render(ahead) == renderer.render(tree))
        let kinds = ahead.children.map { node in if case .rendered = node.kind { "r" } else { "t" } }
        #expect(kinds.joined() == "trttrtrtrrt")
    }

    /// Strikethrough and autolinks survive parses running on every core at once
    /// (cmark-gfm shares their special characters between parsers).
    @Test func parsesOnAllCoresKeepTheExtensions() {
        let source = String(repeating: "Было ~~зачёркнуто~~ и www.example.com.\n\n", count: 40)
        let reference = MarkdownParser.referenceHTML(source)
        let htmls = Parallel.map(1000) { _ in (try? MarkdownHTMLRenderer().render(MarkdownParser.parse(source))) ?? "" }
        #expect(htmls.filter { $0 != reference }.count == 0)
        #expect(reference.contains("<del>зачёркнуто</del>") && reference.contains("<a href=\"http://www.example.com\">"))
    }
}
