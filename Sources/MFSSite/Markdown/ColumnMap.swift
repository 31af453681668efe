/// Turns cmark's byte columns into character columns (what editors and
/// `PATH:LINE:COL` readers count), so that a position after Cyrillic or
/// accented text points at the right character. Immutable.
struct ColumnMap {
    private let bytes: [UInt8]
    /// The byte offset where each line starts; line 1 is index 0.
    private let lineStarts: [Int]

    init(_ source: String) {
        bytes = Array(source.utf8)
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        lineStarts = starts
    }

    /// The 1-based character column of 1-based byte `column` on 1-based `line`.
    func characterColumn(line: Int, byteColumn column: Int) -> Int {
        guard line >= 1, line <= lineStarts.count, column > 1 else { return column }
        let start = lineStarts[line - 1]
        let end = min(start + column - 1, bytes.count)
        let prefix = bytes[start..<end]
        guard prefix.contains(where: { $0 >= 0x80 }) else { return column }
        return String(decoding: prefix, as: UTF8.self).count + 1
    }
}
