import Foundation

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
        let text = SourceText(prepared(code))
        let tokens = switch language {
        case .swift: SwiftLexer.tokens(text)
        case .objectiveC: ObjectiveCLexer.tokens(text)
        }
        return HighlightHTML.html(tokens, in: text)
    }

    /// `code` as Pygments' `Lexer.get_tokens` prepares it: no byte order mark,
    /// line feeds for `\r\n` and `\r`, leading and trailing line feeds removed,
    /// one final line feed.
    static func prepared(_ code: String) -> String {
        var code = code.hasPrefix("\u{FEFF}") ? String(code.unicodeScalars.dropFirst()) : code
        if code.utf8.contains(0x0D) {
            code = code.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        }
        let scalars = code.unicodeScalars
        let first = scalars.firstIndex { $0 != "\n" } ?? scalars.endIndex
        let last = scalars.lastIndex { $0 != "\n" }.map { scalars.index(after: $0) } ?? first
        return String(scalars[first..<max(first, last)]) + "\n"
    }
}
