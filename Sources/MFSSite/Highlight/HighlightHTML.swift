/// Writes tokens as Pygments' `HtmlFormatter(nowrap=True)` does: each line's
/// tokens as `<span class="CLASS">` (none for plain text), spans closed at
/// every line end and merged when one class follows itself, `&<>"'` escaped.
///
/// The HTML is written byte by byte into room made for the longest it can be
/// (`OutputSpan`): appending each tag and run to an array took a hundred
/// instructions per append, most of a block's time.
enum HighlightHTML {
    /// The HTML of `tokens`, which cover all of `text`.
    static func html(_ tokens: [HighlightToken], in text: SourceText) -> String {
        let newlines = text.bytes.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        // An escaped byte takes at most 6 bytes (`&quot;`); a line end inside a
        // token closes, opens and closes spans (7 + 19 + 7) and adds itself; a
        // token opens and closes one; the last line ends with `</span>\n`.
        let longest = text.bytes.count * 6 + newlines * 34 + tokens.count * (maximumOpenTag + closeTag.count) + closeTag.count + 1
        var output: [UInt8] = []
        output.append(addingCapacity: longest) { out in write(tokens, in: text, to: &out) }
        return String(decoding: output, as: UTF8.self)
    }

    private static func write(_ tokens: [HighlightToken], in text: SourceText, to out: inout OutputSpan<UInt8>) {
        let bytes = text.bytes.span
        var lineOpen = false
        var lineStyle = TokenStyle.text
        for token in tokens {
            var start = token.start
            // Every part but the last ends at a line feed.
            while let newline = text.firstIndex(of: 0x0A, from: start, end: token.end) {
                if lineOpen {
                    if lineStyle != token.style && newline > start {
                        close(lineStyle, to: &out)
                        open(token.style, to: &out)
                        escape(bytes, start, newline, to: &out)
                        close(token.style, to: &out)
                    } else {
                        escape(bytes, start, newline, to: &out)
                        close(lineStyle, to: &out)
                    }
                } else if newline > start {
                    open(token.style, to: &out)
                    escape(bytes, start, newline, to: &out)
                    close(token.style, to: &out)
                }
                out.append(0x0A)
                lineOpen = false
                start = newline + 1
            }
            guard token.end > start else { continue }
            if lineOpen {
                if lineStyle != token.style {
                    close(lineStyle, to: &out)
                    open(token.style, to: &out)
                    lineStyle = token.style
                }
            } else {
                open(token.style, to: &out)
                lineStyle = token.style
                lineOpen = true
            }
            escape(bytes, start, token.end, to: &out)
        }
        if lineOpen {
            close(lineStyle, to: &out)
            out.append(0x0A)
        }
    }

    /// Writes `bytes[start..<end]` with `&<>"'` escaped.
    private static func escape(_ bytes: Span<UInt8>, _ start: Int, _ end: Int, to out: inout OutputSpan<UInt8>) {
        for index in start..<end {
            switch bytes[index] {
            case UInt8(ascii: "&"): write(ampersand, to: &out)
            case UInt8(ascii: "<"): write(lessThan, to: &out)
            case UInt8(ascii: ">"): write(greaterThan, to: &out)
            case UInt8(ascii: "\""): write(quote, to: &out)
            case UInt8(ascii: "'"): write(apostrophe, to: &out)
            case let byte: out.append(byte)
            }
        }
    }

    private static func open(_ style: TokenStyle, to out: inout OutputSpan<UInt8>) {
        if style != .text { write(openTags[Int(style.rawValue)], to: &out) }
    }

    private static func close(_ style: TokenStyle, to out: inout OutputSpan<UInt8>) {
        if style != .text { write(closeTag, to: &out) }
    }

    private static func write(_ bytes: [UInt8], to out: inout OutputSpan<UInt8>) {
        for byte in bytes { out.append(byte) }
    }

    /// `<span class="CLASS">` for each style, by raw value.
    private static let openTags = TokenStyle.allCases.map { style in
        Array(#"<span class=""#.utf8) + Array(style.cssClass.utf8) + Array(#"">"#.utf8)
    }
    private static let maximumOpenTag = openTags.map(\.count).max() ?? 0
    private static let closeTag = Array("</span>".utf8)
    private static let ampersand = Array("&amp;".utf8), lessThan = Array("&lt;".utf8), greaterThan = Array("&gt;".utf8)
    private static let quote = Array("&quot;".utf8), apostrophe = Array("&#39;".utf8)
}
