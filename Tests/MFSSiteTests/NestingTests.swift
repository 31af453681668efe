import Foundation
import Testing
@testable import MFSSite
import TestSupport

/// Markdown nested deeper than `MarkdownParser.nestingLimit` is refused with a
/// located error before any recursive walk sees it (issue 32: 10,000 nested
/// `>` crashed the build with no message); at the limit, every walk (the
/// renderer, headings' and images' text, footnotes, the search index) is safe.
@Suite struct NestingTests {
    static let message = "the Markdown nests more than 100 levels deep (block quotes, lists, emphasis, links, ...); flatten it"

    /// The shapes the review reported, through the real `mfs build`: exit 1,
    /// the diagnostic alone on standard error, the previous site kept.
    @Test(arguments: [
        (String(repeating: ">", count: 10000) + " a\n", "6:101"),
        ((0..<5000).map { String(repeating: "  ", count: $0) + "- a\n" }.joined(), "55:101"),
        (String(repeating: "*", count: 10000) + "a" + String(repeating: "*", count: 10000) + "\n", "6:1"),
        (String(repeating: "_", count: 10000) + "a" + String(repeating: "_", count: 10000) + "\n", "6:1"),
        (String(repeating: "![", count: 5000) + "a" + String(repeating: "](i.png)", count: 5000) + "\n", "6:199"),
        (String(repeating: "**", count: 60) + "[" + String(repeating: "![", count: 60) + "a" + String(repeating: "](i.png)", count: 60) + "](u)"
            + String(repeating: "**", count: 60) + "\n", "6:198"),
    ])
    func theReportedShapesAreALocatedErrorOfMfsBuild(markdown: String, position: String) throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("Content/ru/index.md", "---\ntitle: T\norder: 0\n---\n\nТекст.\n")
        #expect(try BuiltMFS.build(folder) == (0, ""))
        let built = try folder.read("Public/ru/index.html")
        try folder.write("Content/ru/index.md", "---\ntitle: T\norder: 0\n---\n\n" + markdown)
        #expect(try BuiltMFS.build(folder) == (1, folder.path("Content/ru/index.md") + ":\(position): error: " + Self.message + "\n"))
        #expect(try folder.read("Public/ru/index.html") == built)
    }

    /// 98 block quotes hold a paragraph and its text at 100 levels; a 99th is one too many.
    @Test func theLimitCountsEveryLevelDownToTheText() throws {
        let quotes = { (count: Int) in String(repeating: ">", count: count) + " a\n" }
        let html = try MarkdownHTMLRenderer().render(MarkdownParser.parse(quotes(98), path: "t.md"))
        #expect(html == String(repeating: "<blockquote>\n", count: 98) + "<p>a</p>\n" + String(repeating: "</blockquote>\n", count: 98))
        #expect(throws: Diagnostic(path: "t.md", line: 12, column: 101, message: Self.message)) {
            try MarkdownParser.parse(quotes(99), path: "t.md", line: 12)
        }
        let strong = { (count: Int) in String(repeating: "**", count: count) + "a" + String(repeating: "**", count: count) + "\n" }
        #expect(try MarkdownHTMLRenderer().render(MarkdownParser.parse(strong(98), path: "t.md"))
            == "<p>" + String(repeating: "<strong>", count: 98) + "a" + String(repeating: "</strong>", count: 98) + "</p>\n")
        #expect(throws: Diagnostic(path: "t.md", line: 1, column: 199, message: Self.message)) {
            try MarkdownParser.parse(strong(99), path: "t.md")
        }
    }

    /// A page at the limit everywhere: a heading with emphasis in block
    /// quotes, an image in images, a footnote holding quotes, a list in a
    /// callout, built into a site (pages rendered on worker threads, the
    /// A line that opens more than 100 containers is refused before
    /// cmark-gfm reads it (cmark-gfm takes seconds over such a line when
    /// text follows), wherever it stands, in a code block too; a thematic
    /// break of more than 100 marks is no container.
    @Test func aLineOfMoreThanAHundredContainersIsRefusedBeforeParsing() throws {
        let deep = String(repeating: "> ", count: 50) + String(repeating: "- ", count: 30) + String(repeating: "1. ", count: 21)
        #expect(throws: Diagnostic(path: "t.md", line: 3, column: 221, message: Self.message)) {
            try MarkdownParser.parse("```\ncode\n" + deep + "x\n```\n", path: "t.md")
        }
        #expect(throws: Diagnostic(path: "t.md", line: 11, column: 221, message: Self.message)) {
            try MarkdownParser.parse(deep + String(repeating: "word ", count: 1_000), path: "t.md", line: 11)
        }
        let rule = String(repeating: "- ", count: 150) + "\n"
        #expect(try MarkdownHTMLRenderer().render(MarkdownParser.parse(rule, path: "t.md")) == "<hr />\n")
        let below = String(repeating: "> ", count: 98) + "x\n"
        #expect(throws: Never.self) { try MarkdownParser.parse("```\n" + String(repeating: "> ", count: 100) + "\n```\n" + below, path: "t.md") }
    }

    /// table of contents, the search index).
    @Test func aPageAtTheLimitBuilds() throws {
        let markdown = String(repeating: ">", count: 97) + " ## **Глубже**\n\n"
            + String(repeating: "![", count: 98) + "a" + String(repeating: "](i.png)", count: 98) + "[^1]\n\n"
            + "[^1]: " + String(repeating: ">", count: 97) + " b\n\n"
            + "> [!NOTE]\n> " + String(repeating: "- ", count: 48) + "c\n"
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("Content/ru/index.md", "---\ntitle: T\norder: 0\n---\n\n" + markdown)
        try FileManager.default.copyItem(at: Bundle.module.url(forResource: "Fixtures/images/tiny.png", withExtension: nil)!,
                                         to: folder.url.appendingPathComponent("Content/ru/i.png"))
        #expect(folder.buildFailure() == nil)
        let page = try folder.read("Public/ru/index.html")
        let quotes = { (tag: String) in String(repeating: tag, count: 97) }
        #expect(page.contains(quotes("<blockquote>\n") + "<h2 id=\"глубже\"><a class=\"heading-anchor\" href=\"#%D0%B3%D0%BB%D1%83%D0%B1%D0%B6%D0%B5\">"
            + "<strong>Глубже</strong></a></h2>\n" + quotes("</blockquote>\n")))
        #expect(page.contains("<li class=\"toc-level-2\"><a href=\"#глубже\">Глубже</a></li>"))
        #expect(page.contains("<p><img src=\"../ru/i.png\" alt=\"a\" width=\"3\" height=\"2\" loading=\"lazy\" decoding=\"async\" /><sup class=\"footnote-ref\">"))
        #expect(page.contains("<li id=\"fn-1\">\n" + quotes("<blockquote>\n") + "<p>b</p>\n" + quotes("</blockquote>\n")))
        #expect(page.contains(String(repeating: "<ul>\n<li>\n", count: 47) + "<ul>\n<li>c</li>\n</ul>\n"))
        #expect(try folder.read("Public/ru/search-index.js").contains("[[null,\"\",\"Глубже\\na\\nc\",\"глубж\"]]"))
    }
}
