extension MarkdownParser {
    /// Throws `message` at the first line of `source` (lines end at `\n`, as
    /// `ColumnMap` counts them) in which `find` names a byte, at that byte; `line` is where
    /// `source` starts in `path`, and `ColumnMap` turns the byte into a
    /// character column. For checks of the text before cmark-gfm reads it.
    static func checkLines(_ source: String, path: String, line: Int, message: String,
                           find: (Slice<UnsafeBufferPointer<UInt8>>) -> Int?) throws(Diagnostic) {
        var found: (line: Int, column: Int)?
        var source = source
        source.withUTF8 { bytes in
            var lineNumber = 1
            var start = 0
            while start <= bytes.count, found == nil {
                let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
                if let index = find(bytes[start..<end]) { found = (lineNumber, index - start + 1) }
                start = end + 1
                lineNumber += 1
            }
        }
        guard let found else { return }
        throw Diagnostic(path: path, line: found.line + line - 1,
                         column: ColumnMap(source).characterColumn(line: found.line, byteColumn: found.column), message: message)
    }
}
