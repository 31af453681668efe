import Testing
@testable import MFSSite

@Suite struct CalloutTests {
    private func html(_ source: String) throws -> String {
        var renderer = MarkdownHTMLRenderer()
        renderer.calloutTitle = { SiteLanguage.shipped("ru").strings.calloutTitles[$0] ?? "" }
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
    /// marker, a bracket that is no marker, a quote nested in a list (GitHub
    /// reads alerts at the top level only).
    @Test(arguments: [
        "> Just a quote.\n",
        "- > [!NOTE]\n  > In a list.\n",
        "> [x] [!NOTE]\n> text\n",
        "> [!] text\n",
        "> [!NOTE-1] text\n",
    ])
    func plainQuotesStayQuotes(_ source: String) throws {
        #expect(try html(source) == HTML.tagFiltered(MarkdownParser.referenceHTML(source)))
    }

    /// Text after the marker on its line is the callout's title, its inlines kept.
    @Test func textAfterTheMarkerIsTheTitle() throws {
        #expect(try html("> [!warning] Mind `viewDidLoad` *here*  \n> Body.\n") == """
            <div class="callout callout-warning" role="note">
            <p class="callout-title">Mind <code>viewDidLoad</code> <em>here</em></p>
            <p>Body.</p>
            </div>

            """)
        #expect(try html("Text.\n\n> [!TIP] Заголовок\n>\n> Body.\n") == """
            <p>Text.</p>
            <div class="callout callout-tip" role="note">
            <p class="callout-title">Заголовок</p>
            <p>Body.</p>
            </div>

            """)
    }

    /// A marker of another kind (`[!DANGER]`: GitHub has CAUTION) or a
    /// callout with nothing below its marker is an error at the marker,
    /// never a plain quote.
    @Test(arguments: [
        ("Текст.\n\n> [!DANGER]\n> Body.\n", "test.md:3:3: error: unknown callout [!DANGER]; the kinds are GitHub's: "
            + "[!NOTE], [!TIP], [!IMPORTANT], [!WARNING], [!CAUTION]"),
        ("> [!Info] Title\n> Body.\n", "test.md:1:3: error: unknown callout [!Info]; the kinds are GitHub's: "
            + "[!NOTE], [!TIP], [!IMPORTANT], [!WARNING], [!CAUTION]"),
        ("> [!NOTE]\n", "test.md:1:3: error: the callout [!NOTE] has no text: write it on the lines below the marker"),
        ("> [!NOTE] Title only\n", "test.md:1:3: error: the callout [!NOTE] has no text: write it on the lines below the marker"),
    ])
    func unknownKindsAndEmptyCalloutsAreErrors(source: String, error: String) {
        let thrown = #expect(throws: Diagnostic.self) { try html(source) }
        #expect(thrown?.description == error)
    }

    /// Without `siteBlocks` the tree is cmark-gfm's: the marker stays text.
    @Test func withoutSiteBlocksAlertsAreQuotes() throws {
        let source = "> [!NOTE]\n> Body.\n"
        #expect(try MarkdownHTMLRenderer().render(MarkdownParser.parse(source, path: "test.md"))
            == MarkdownParser.referenceHTML(source))
    }
}
