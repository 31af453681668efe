/// Writes tokens as Pygments' `HtmlFormatter(nowrap=True)` does: each line's
/// tokens as `<span class="CLASS">` (none for plain text), spans closed at
/// every line end and merged when one class follows itself, `&<>"'` escaped.
enum HighlightHTML {
    /// The HTML of `tokens`, which cover all of `text`.
    static func html(_ tokens: [HighlightToken], in text: SourceText) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(text.bytes.count * 3)
        var lineOpen = false
        var lineStyle = TokenStyle.text
        for token in tokens {
            var start = token.start
            // Every part but the last ends at a line feed.
            while let newline = text.firstIndex(of: 0x0A, from: start, end: token.end) {
                if lineOpen {
                    if lineStyle != token.style && newline > start {
                        close(lineStyle, into: &output)
                        open(token.style, into: &output)
                        escape(text, start, newline, into: &output)
                        close(token.style, into: &output)
                    } else {
                        escape(text, start, newline, into: &output)
                        close(lineStyle, into: &output)
                    }
                } else if newline > start {
                    open(token.style, into: &output)
                    escape(text, start, newline, into: &output)
                    close(token.style, into: &output)
                }
                output.append(0x0A)
                lineOpen = false
                start = newline + 1
            }
            guard token.end > start else { continue }
            if lineOpen {
                if lineStyle != token.style {
                    close(lineStyle, into: &output)
                    open(token.style, into: &output)
                    lineStyle = token.style
                }
            } else {
                open(token.style, into: &output)
                lineStyle = token.style
                lineOpen = true
            }
            escape(text, start, token.end, into: &output)
        }
        if lineOpen {
            close(lineStyle, into: &output)
            output.append(0x0A)
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends `text[start..<end]` to `output` with `&<>"'` escaped, copying the runs between them whole.
    private static func escape(_ text: SourceText, _ start: Int, _ end: Int, into output: inout [UInt8]) {
        var run = start
        for index in start..<end {
            let escaped: StaticString
            switch text[index] {
            case UInt8(ascii: "&"): escaped = "&amp;"
            case UInt8(ascii: "<"): escaped = "&lt;"
            case UInt8(ascii: ">"): escaped = "&gt;"
            case UInt8(ascii: "\""): escaped = "&quot;"
            case UInt8(ascii: "'"): escaped = "&#39;"
            default: continue
            }
            output.append(contentsOf: text.bytes[run..<index])
            append(escaped, to: &output)
            run = index + 1
        }
        output.append(contentsOf: text.bytes[run..<end])
    }

    private static func open(_ style: TokenStyle, into output: inout [UInt8]) {
        if style != .text { output.append(contentsOf: openTags[Int(style.rawValue)]) }
    }

    /// `<span class="CLASS">` for each style, by raw value, built once: one append per span.
    private static let openTags = TokenStyle.allCases.map { style in
        Array(#"<span class=""#.utf8) + Array(style.cssClass.utf8) + Array(#"">"#.utf8)
    }

    private static func close(_ style: TokenStyle, into output: inout [UInt8]) {
        if style != .text { append("</span>", to: &output) }
    }

    private static func append(_ literal: StaticString, to output: inout [UInt8]) {
        literal.withUTF8Buffer { output.append(contentsOf: $0) }
    }
}
