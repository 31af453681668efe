/// Highlights Swift and Objective-C code at build time, in process: the
/// tokens and HTML of Pygments 2.14 (`SwiftLexer`, `ObjectiveCLexer`,
/// `HtmlFormatter(nowrap=True)`), which the tests check block by block against
/// Pygments itself. A few microseconds a block, so pages highlight their
/// blocks as they render, on all cores, with no cache.
///
/// Thread safety: `html(_:language:)` MAY be called from any thread.
public enum CodeHighlighter {
    /// The highlighted HTML of `code` (what goes inside `<code>`), with one
    /// `<span class="CLASS">` per run of a token class on each line.
    public static func html(_ code: String, language: CodeLanguage) -> String {
        let text = SourceText(bytes: prepared(code))
        let tokens = switch language {
        case .swift: SwiftLexer.tokens(text)
        case .objectiveC: ObjectiveCLexer.tokens(text)
        }
        return HighlightHTML.html(tokens, in: text)
    }

    /// The UTF-8 of `code` as Pygments' `Lexer.get_tokens` prepares it: no
    /// byte order mark, line feeds for `\r\n` and `\r`, leading and trailing
    /// line feeds removed, one final line feed.
    static func prepared(_ code: String) -> [UInt8] {
        var bytes = Array(code.utf8)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        if bytes.contains(0x0D) {
            var lines: [UInt8] = []
            lines.reserveCapacity(bytes.count)
            for (index, byte) in bytes.enumerated() where !(byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A) {
                lines.append(byte == 0x0D ? 0x0A : byte)
            }
            bytes = lines
        }
        let first = bytes.firstIndex { $0 != 0x0A } ?? bytes.count
        let last = bytes.lastIndex { $0 != 0x0A }.map { $0 + 1 } ?? first
        return Array(bytes[first..<last]) + [0x0A]
    }
}
