import Testing
@testable import MFSSite
import TestSupport

@Suite struct CodeTabTests {
    @Test(arguments: [
        ("swift tab=Swift", "Swift"), ("objc tab=Objective-C", "Objective-C"), ("objc\ttab=ObjC linenums", "ObjC"),
        ("swift tab=\"Swift 6\" linenums", "Swift 6"), ("swift", nil), ("swift tab=", nil), ("swifttab=Swift", nil), ("swift mytab=X", nil),
    ] as [(String, String?)])
    func labelsComeFromTheInfoString(info: String, label: String?) {
        #expect(CodeTab.label(info) == label)
    }

    /// Consecutive tabbed blocks form one group of radio buttons and panels,
    /// the first checked; groups are numbered on the page; an untabbed block
    /// or a paragraph between them ends a group.
    @Test func consecutiveTabbedBlocksFormNumberedGroups() throws {
        var renderer = MarkdownHTMLRenderer()
        renderer.tabsLabel = "Варианты кода"
        renderer.codeBlock = { info, literal, _ in
            "<pre data-info=\"\(HTML.escape(info))\">\(HTML.escape(literal))</pre>\n"
        }
        let source = """
            ```swift tab=Swift
            let a = 1
            ```

            ```objc tab="Objective-C"
            int a = 1;
            ```
            ```swift
            plain
            ```

            Text.

            ```swift tab=<Swift>
            b
            ```

            """
        #expect(try renderer.render(MarkdownParser.parse(source, path: "t.md", siteBlocks: true)) == """
            <fieldset class="tabs">
            <legend>Варианты кода</legend>
            <input type="radio" name="tabs-1" id="tabs-1-1" value="Swift" checked>
            <label for="tabs-1-1">Swift</label>
            <input type="radio" name="tabs-1" id="tabs-1-2" value="Objective-C">
            <label for="tabs-1-2">Objective-C</label>
            <div class="tab-panel">
            <p class="tab-panel-name">Swift</p>
            <pre data-info="swift tab=Swift">let a = 1
            </pre>
            </div>
            <div class="tab-panel">
            <p class="tab-panel-name">Objective-C</p>
            <pre data-info="objc tab=&quot;Objective-C&quot;">int a = 1;
            </pre>
            </div>
            </fieldset>
            <pre data-info="swift">plain
            </pre>
            <p>Text.</p>
            <fieldset class="tabs">
            <legend>Варианты кода</legend>
            <input type="radio" name="tabs-2" id="tabs-2-1" value="&lt;Swift&gt;" checked>
            <label for="tabs-2-1">&lt;Swift&gt;</label>
            <div class="tab-panel">
            <p class="tab-panel-name">&lt;Swift&gt;</p>
            <pre data-info="swift tab=&lt;Swift&gt;">b
            </pre>
            </div>
            </fieldset>

            """)
    }

    /// On a built page, tabbed Swift and Objective-C blocks are highlighted
    /// as any other (the highlighter keys on the info string's first word).
    @Test func tabsOnAPageAreHighlighted() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("Content/ru/index.md", """
            ---
            title: Т
            ---

            ```swift tab=Swift
            let x = 1
            ```

            ```objc tab=Objective-C
            int x = 1;
            ```

            """)
        #expect(folder.buildFailure() == nil)
        let page = try folder.read("Public/ru/index.html")
        #expect(page.contains("""
            <div class="tab-panel">
            <p class="tab-panel-name">Swift</p>
            <pre class="highlight" tabindex="0"><code class="language-swift"><span class="kd">let</span>
            """))
        #expect(page.contains("""
            <div class="tab-panel">
            <p class="tab-panel-name">Objective-C</p>
            <pre class="highlight" tabindex="0"><code class="language-objc"><span class="kt">int</span>
            """))
        #expect(page.contains("<script src=\"../assets/tabs.js\"></script>\n<script src=\"../assets/copy.js\"></script>"))
    }
}
