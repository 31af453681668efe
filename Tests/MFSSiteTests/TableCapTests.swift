import Testing
@testable import MFSSite
import TestSupport

/// Tables whose short rows would be filled in past upstream cmark-gfm's cap
/// (`MarkdownParser.autocompletedCellLimit`, 0x80000 cells) are refused.
@Suite struct TableCapTests {
    /// A table of a `columns`-column header and `rows` one-cell rows, each line
    /// after `prefix`: every row fills in `columns - 1` cells.
    static func table(columns: Int = 513, rows: Int, prefix: String = "") -> String {
        prefix + "|" + String(repeating: "a|", count: columns) + "\n"
            + prefix + "|" + String(repeating: "-|", count: columns) + "\n"
            + String(repeating: prefix + "|x\n", count: rows)
    }

    static let message = "the table fills in more than 524288 cells missing from its short rows (cmark-gfm's limit); "
        + "write them out or split the table"

    /// As upstream: a row is refused once the table has filled in more than
    /// the cap. 1,024 rows fill in exactly 524,288 cells, so a 1,025th row is
    /// still taken, and only a 1,026th is past the cap.
    @Test func aRowPastTheCapIsAnErrorAtTheTable() throws {
        #expect(1024 * 512 == MarkdownParser.autocompletedCellLimit)
        let taken = try MarkdownParser.parse(Self.table(rows: 1025), path: "t.md")
        #expect(taken.children.count == 1 && taken.children[0].children.count == 1026)
        let source = "Абзац.\n\n" + Self.table(rows: 1026, prefix: "> ")
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
        try folder.write("Content/ru/index.md", "---\ntitle: T\norder: 0\n---\n\n" + Self.table(rows: 1100))
        #expect(folder.buildFailure() == folder.url.path + "/Content/ru/index.md:6:1: error: " + Self.message)
        #expect(try folder.read("Public/ru/index.html") == built)
    }

    static let columnsMessage = "the line has more than 1001 '|', a table row of more than 1000 columns "
        + "(cmark-gfm parses a row in time that grows with the square of its cells); split the table"

    /// A row of `columns` cells between outer pipes.
    static func row(_ cell: String, columns: Int) -> String {
        "|" + String(repeating: cell + "|", count: columns) + "\n"
    }

    /// A table of 1,000 columns is a table; a header, delimiter or body row of
    /// 1,001 is refused at its 1,002nd `|` before cmark-gfm parses anything
    /// (a 65,000-column header took 16 s of its time); escaped pipes are no columns.
    @Test func aRowOfMoreThanAThousandColumnsIsAnError() throws {
        let table = try MarkdownParser.parse(Self.row("a", columns: 1000) + Self.row("-", columns: 1000) + Self.row("b", columns: 1000), path: "t.md")
        #expect(table.children.count == 1 && table.children[0].children.map(\.children.count) == [1000, 1000])
        let escaped = "|" + String(repeating: "\\|", count: 5000) + "|\n|-|\n"
        #expect(try MarkdownHTMLRenderer().render(MarkdownParser.parse(escaped, path: "t.md")).hasPrefix("<table>\n<thead>\n<tr>\n<th>||"))
        let wide = Self.row("a", columns: 1001)
        for (source, line, column) in [
            (wide + Self.row("-", columns: 1001), 3, 2003),
            (Self.row("a", columns: 1) + wide, 4, 2003),
            (Self.row("a", columns: 1) + Self.row("-", columns: 1) + "> " + Self.row("b", columns: 65000), 5, 2005),
            ("Абзац |\n\n" + "| б" + String(repeating: "|", count: 1001) + "\n", 5, 1004),
        ] {
            #expect(throws: Diagnostic(path: "t.md", line: line, column: column, message: Self.columnsMessage)) {
                try MarkdownParser.parse(source, path: "t.md", line: 3)
            }
        }
    }
}
