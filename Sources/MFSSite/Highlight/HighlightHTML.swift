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
        func open(_ style: TokenStyle) {
            guard style != .text else { return }
            output.append(contentsOf: #"<span class=""#.utf8)
            output.append(contentsOf: style.rawValue.utf8)
            output.append(contentsOf: #"">"#.utf8)
        }
        func close(_ style: TokenStyle) {
            if style != .text { output.append(contentsOf: "</span>".utf8) }
        }
        for token in tokens {
            var start = token.start
            // Every part but the last ends at a line feed.
            while let newline = text.firstIndex(of: 0x0A, from: start, end: token.end) {
                if lineOpen {
                    if lineStyle != token.style && newline > start {
                        close(lineStyle)
                        open(token.style)
                        escape(text, start, newline, into: &output)
                        close(token.style)
                    } else {
                        escape(text, start, newline, into: &output)
                        close(lineStyle)
                    }
                } else if newline > start {
                    open(token.style)
                    escape(text, start, newline, into: &output)
                    close(token.style)
                }
                output.append(0x0A)
                lineOpen = false
                start = newline + 1
            }
            guard token.end > start else { continue }
            if lineOpen {
                if lineStyle != token.style {
                    close(lineStyle)
                    open(token.style)
                    lineStyle = token.style
                }
            } else {
                open(token.style)
                lineStyle = token.style
                lineOpen = true
            }
            escape(text, start, token.end, into: &output)
        }
        if lineOpen {
            close(lineStyle)
            output.append(0x0A)
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static func escape(_ text: SourceText, _ start: Int, _ end: Int, into output: inout [UInt8]) {
        for index in start..<end {
            switch text[index] {
            case UInt8(ascii: "&"): output.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): output.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): output.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "\""): output.append(contentsOf: "&quot;".utf8)
            case UInt8(ascii: "'"): output.append(contentsOf: "&#39;".utf8)
            case let byte: output.append(byte)
            }
        }
    }
}
