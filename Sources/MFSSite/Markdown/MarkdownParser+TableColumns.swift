extension MarkdownParser {
    /// The most columns a table row may have. cmark-gfm 0.29.0.gfm.6 splits a
    /// row into cells in time that grows with the square of their number (it
    /// appends each cell to the end of a linked list), on every line that may
    /// be a row: a header of 65,000 columns takes seconds. At 1,000 columns a
    /// megabyte of rows parses in about a second.
    public static let tableColumnLimit = 1000

    /// Throws at the first line of `source` with more than `tableColumnLimit` + 1
    /// unescaped `|` (a row of more than `tableColumnLimit` columns between
    /// outer pipes), at its first `|` past that; a line in a code block or a
    /// paragraph counts too: cmark-gfm has not parsed anything yet.
    /// `ColumnMap` positions the diagnostic, `line` is where `source` starts in `path`.
    static func checkTableColumns(_ source: String, path: String, line: Int) throws(Diagnostic) {
        try checkLines(source, path: path, line: line,
                       message: "the line has more than \(tableColumnLimit + 1) '|', a table row of more than \(tableColumnLimit) columns "
                           + "(cmark-gfm parses a row in time that grows with the square of its cells); split the table") { line in
            var pipes = 0
            for index in line.indices {
                switch line[index] {
                case UInt8(ascii: "\r"):
                    pipes = 0
                case UInt8(ascii: "|") where index == line.startIndex || line[index - 1] != UInt8(ascii: "\\"):
                    pipes += 1
                    if pipes > tableColumnLimit + 1 { return index }
                default:
                    break
                }
            }
            return nil
        }
    }
}
