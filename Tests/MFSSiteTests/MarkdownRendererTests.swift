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
}
