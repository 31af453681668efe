import Testing
@testable import MFSSite
import TestSupport

/// Code blocks with a title, line numbers and highlighted lines (`CodeInfo`, `CodeBlockHTML`).
@Suite struct CodeBlockAttributeTests {
    /// A highlighted block: one `span.line` per line (`mark.line` when
    /// highlighted), its line feed inside, so the code's text is the block's
    /// as written; the title a `figcaption`. A plain-text block is framed the same way.
    @Test func titleLineNumbersAndHighlightedLines() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("Content/ru/index.md", """
            ---
            title: Т
            ---

            ```swift title="Login <Controller>.swift" linenums hl=2-3,5
            let a = 1
            let b = "x"
            // c
            let d = a
            func e() {}
            ```

            ```text linenums hl=1
            plain <text>
            second
            ```

            """)
        #expect(folder.buildFailure() == nil)
        let page = try folder.read("Public/ru/index.html")
        #expect(page.contains("""
            <figure class="code-figure">
            <figcaption>Login &lt;Controller&gt;.swift</figcaption>
            <pre class="highlight" tabindex="0"><code class="language-swift lines numbered"><span class="line"><span class="kd">let</span> \
            <span class="nv">a</span> <span class="p">=</span> <span class="mi">1</span>
            </span><mark class="line"><span class="kd">let</span> <span class="nv">b</span> <span class="p">=</span> <span class="s">&quot;x&quot;</span>
            </mark><mark class="line"><span class="c1">// c</span>
            </mark><span class="line"><span class="kd">let</span> <span class="nv">d</span> <span class="p">=</span> <span class="n">a</span>
            </span><mark class="line"><span class="kd">func</span> <span class="nf">e</span><span class="p">()</span> <span class="p">{}</span>
            </mark></code></pre>
            </figure>
            <pre><code class="language-text lines numbered"><mark class="line">plain &lt;text&gt;
            </mark><span class="line">second
            </span></code></pre>
            """))
    }

    /// The attributes as `CodeInfo` reads them; `tab=`, `file=` and `region=` are kept for their features.
    @Test func attributesAreRead() throws {
        let info = try CodeInfo("swift  title=\"A b.swift\"\tlinenums hl=3-5,8 tab=Swift file=S/A.swift region=r")
        #expect(info.language == "swift")
        #expect(info.title == "A b.swift")
        #expect(info.lineNumbers)
        #expect(info.highlighted == [3...5, 8...8])
        #expect(info.attributes == ["title": "A b.swift", "linenums": "", "hl": "3-5,8", "tab": "Swift", "file": "S/A.swift", "region": "r"])
        #expect(CodeTab.label("objc title=\"x\" tab=\"Objective-C\"") == "Objective-C")
    }

    /// A wrong attribute is an error at the fence, wherever the block is (here in a list).
    @Test(arguments: [
        ("swift titel=A", "unknown code block attribute 'titel'; known: title=\"TEXT\", linenums, hl=LINES, tab=LABEL, file=PATH, region=NAME"),
        ("swift title=\"A", "the value of title= has no closing '\"'"),
        ("swift title=", "title= needs a value"),
        ("swift linenums=3", "linenums takes no value"),
        ("swift hl=5-3", "hl=5-3 is not a list of lines and ranges such as hl=3-5,8"),
        ("swift hl=0", "hl=0 is not a list of lines and ranges such as hl=3-5,8"),
        ("swift hl=1,,2", "hl=1,,2 is not a list of lines and ranges such as hl=3-5,8"),
        ("swift hl=1 hl=2", "hl is given twice"),
        ("swift tab", "tab needs a value: tab=..."),
    ])
    func wrongAttributesAreErrorsAtTheFence(info: String, message: String) {
        let thrown = #expect(throws: Diagnostic.self) {
            try MarkdownParser.parse("Текст.\n\n- item\n\n  ```\(info)\n  code\n  ```\n", path: "t.md", line: 4, siteBlocks: true)
        }
        #expect(thrown?.description == "t.md:8:3: error: " + message)
    }

    /// A highlighted line past the block's end (checked once an include has filled it) is an error at the fence.
    @Test func aHighlightedLinePastTheEndIsAnError() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("Content/ru/index.md", "---\ntitle: Т\n---\n\n```swift hl=2-4\na\nb\nc\n```\n")
        #expect(folder.buildFailure() == folder.path("Content/ru/index.md") + ":5:1: error: hl=2-4 is past the last line of the block (3)")
    }
}
