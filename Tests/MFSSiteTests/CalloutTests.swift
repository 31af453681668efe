import Testing
@testable import MFSSite

@Suite struct CalloutTests {
    private func html(_ source: String) throws -> String {
        var renderer = MarkdownHTMLRenderer()
        renderer.calloutTitle = { SiteStrings.of(.ru).calloutTitles[$0] ?? "" }
        return try renderer.render(MarkdownParser.parse(source, path: "test.md", siteBlocks: true))
    }

    /// Each of GitHub's five alerts, in any case, with its title in the page's language;
    /// the marker line is dropped and the rest of the quote is the callout's body.
    @Test(arguments: [
        ("NOTE", "note", "Примечание"), ("tip", "tip", "Совет"), ("Important", "important", "Важно"),
        ("WARNING", "warning", "Внимание"), ("CAUTION", "caution", "Осторожно"),
    ])
    func alertsBecomeTitledCallouts(marker: String, kind: String, title: String) throws {
        #expect(try html("Before.\n\n> [!\(marker)]\n> Body *text*\n> more.\n>\n> - item\n\nAfter.\n") == """
            <p>Before.</p>
            <div class="callout callout-\(kind)" role="note">
            <p class="callout-title">\(title)</p>
            <p>Body <em>text</em>
            more.</p>
            <ul>
            <li>item</li>
            </ul>
            </div>
            <p>After.</p>

            """)
    }

    /// The marker alone in its paragraph: the body starts with the next block.
    @Test func markerInItsOwnParagraph() throws {
        #expect(try html("> [!TIP]  \n>\n> Body.\n") == """
            <div class="callout callout-tip" role="note">
            <p class="callout-title">Совет</p>
            <p>Body.</p>
            </div>

            """)
    }

    /// Plain block quotes stay block quotes, as cmark-gfm writes them: no
    /// marker, an unknown one, text after it on its line, nothing below it,
    /// a quote nested in a list.
    @Test(arguments: [
        "> Just a quote.\n",
        "> [!NOTICE]\n> Unknown.\n",
        "> [!NOTE] inline\n> text\n",
        "> [!NOTE]\n",
        "- > [!NOTE]\n  > In a list.\n",
        "> [x] [!NOTE]\n> text\n",
    ])
    func plainQuotesStayQuotes(_ source: String) throws {
        #expect(try html(source) == HTML.tagFiltered(MarkdownParser.referenceHTML(source)))
    }

    /// Without `siteBlocks` the tree is cmark-gfm's: the marker stays text.
    @Test func withoutSiteBlocksAlertsAreQuotes() throws {
        let source = "> [!NOTE]\n> Body.\n"
        #expect(try MarkdownHTMLRenderer().render(MarkdownParser.parse(source, path: "test.md"))
            == MarkdownParser.referenceHTML(source))
    }
}
