extension InputFile {
    /// The text of `bytes`, the contents of the file at `path`: UTF-8, a
    /// leading byte-order mark dropped (so that columns on line 1 are counted
    /// as editors count them, after it). A UTF-16 file (a UTF-16 byte-order
    /// mark, or a NUL byte in one of its first two bytes and not the other)
    /// is a diagnostic at 1:1; invalid UTF-8 is a diagnostic at its first bad
    /// byte, its column in characters like every other diagnostic's.
    static func decode(_ bytes: [UInt8], path: String) throws(Diagnostic) -> String {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            throw Diagnostic(path: path, line: 1, column: 1,
                             message: "the file is UTF-16 (it starts with a UTF-16 byte-order mark); save it as UTF-8")
        }
        if bytes.count >= 2, (bytes[0] == 0) != (bytes[1] == 0) {
            throw Diagnostic(path: path, line: 1, column: 1,
                             message: "the file is UTF-16 (it has NUL bytes between its characters); save it as UTF-8")
        }
        let text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes[3...] : bytes[...]
        if let decoded = String(validating: text, as: UTF8.self) { return decoded }
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = text.makeIterator()
        var offset = text.startIndex
        while case let .valid(scalar) = parser.parseScalar(from: &iterator) { offset += scalar.count }
        let lineStart = (text[..<offset].lastIndex(of: UInt8(ascii: "\n")) ?? text.startIndex - 1) + 1
        throw Diagnostic(path: path, line: text[..<offset].count { $0 == UInt8(ascii: "\n") } + 1,
                         column: String(decoding: text[lineStart..<offset], as: UTF8.self).count + 1,
                         message: "invalid UTF-8 (the byte 0x\(String(text[offset], radix: 16, uppercase: true))"
                             + " starts no UTF-8 character here); save the file as UTF-8")
    }
}
