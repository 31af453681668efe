import Testing
@testable import MFSSite
import TestSupport

/// Tables whose short rows would be filled in past upstream cmark-gfm's cap
/// (`MarkdownParser.autocompletedCellLimit`, 0x80000 cells) are refused.
@Suite struct TableCapTests {
    /// A table of a `columns`-column header and `rows` one-cell rows, each line
    /// after `prefix`: every row fills in `columns - 1` cells.
    static func table(columns: Int = 1025, rows: Int, prefix: String = "") -> String {
        prefix + "|" + String(repeating: "a|", count: columns) + "\n"
            + prefix + "|" + String(repeating: "-|", count: columns) + "\n"
            + String(repeating: prefix + "|x\n", count: rows)
    }

    static let message = "the table fills in more than 524288 cells missing from its short rows (cmark-gfm's limit); "
        + "write them out or split the table"

    /// As upstream: a row is refused once the table has filled in more than
    /// the cap. 512 rows fill in exactly 524,288 cells, so a 513th row is still
    /// taken, and only a 514th is past the cap.
    @Test func aRowPastTheCapIsAnErrorAtTheTable() throws {
        #expect(512 * 1024 == MarkdownParser.autocompletedCellLimit)
        let taken = try MarkdownParser.parse(Self.table(rows: 513), path: "t.md")
        #expect(taken.children.count == 1 && taken.children[0].children.count == 514)
        let source = "Абзац.\n\n" + Self.table(rows: 514, prefix: "> ")
        #expect(throws: Diagnostic(path: "t.md", line: 12, column: 3, message: Self.message)) {
            try MarkdownParser.parse(source, path: "t.md", line: 10)
        }
    }

    /// The build fails with the diagnostic and leaves the previous site as it was.
    @Test func theBuildFailsAndKeepsThePreviousSite() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("Content/ru/index.md", "---\ntitle: T\norder: 0\n---\n\nТекст.\n")
        #expect(folder.buildFailure() == nil)
        let built = try folder.read("Public/ru/index.html")
        try folder.write("Content/ru/index.md", "---\ntitle: T\norder: 0\n---\n\n" + Self.table(rows: 600))
        #expect(folder.buildFailure() == folder.url.path + "/Content/ru/index.md:6:1: error: " + Self.message)
        #expect(try folder.read("Public/ru/index.html") == built)
    }
}
