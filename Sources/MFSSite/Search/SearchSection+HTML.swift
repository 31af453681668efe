import Foundation

/// The prose of raw HTML blocks (`MarkdownNode.Kind.htmlBlock`).
extension SearchSection {
    /// Elements whose content is left out of the index: code, tables and the like.
    static let skippedElements: Set<String> = ["pre", "table", "script", "style"]
    /// Elements inside a word's run: their tags join the text around them.
    static let inlineElements: Set<String> = ["a", "em", "strong", "del", "code", "span", "b", "i", "s", "sub", "mark", "kbd"]

    /// The text of `html` (cmark-gfm's output: well-formed, attribute values
    /// quoted, no `>` inside them): tags removed (a block tag leaves a
    /// newline; blank lines dropped), the content of `skippedElements` left out, character
    /// references decoded.
    static func prose(ofHTML html: String) -> String {
        let utf8 = html.utf8
        var text = ""
        var position = utf8.startIndex
        while let open = utf8[position...].firstIndex(of: UInt8(ascii: "<")) {
            text += decodeReferences(html[position..<open])
            guard let close = utf8[open...].firstIndex(of: UInt8(ascii: ">")) else { position = utf8.endIndex; break }
            let tag = utf8[utf8.index(after: open)..<close]
            let isClosing = tag.first == UInt8(ascii: "/")
            let name = String(decoding: tag.drop { $0 == UInt8(ascii: "/") }.prefix { isASCIILetterOrDigit($0) }, as: UTF8.self).lowercased()
            position = utf8.index(after: close)
            if !isClosing, skippedElements.contains(name), tag.last != UInt8(ascii: "/") {
                // cmark-gfm never nests these elements in themselves.
                position = endOfFirst(Array("</\(name)>".utf8), in: utf8[position...]) ?? utf8.endIndex
            }
            if !inlineElements.contains(name), text.utf8.last.map({ $0 != UInt8(ascii: "\n") }) ?? false { text += "\n" }
        }
        text += decodeReferences(html[position...])
        return text.utf8.split(separator: UInt8(ascii: "\n")).map { trimmed(Substring($0)) }.filter { !$0.isEmpty }.joined(separator: "\n")
    }

    private static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    /// Where the first `needle` in `bytes` ends.
    private static func endOfFirst(_ needle: [UInt8], in bytes: Substring.UTF8View.SubSequence) -> String.Index? {
        var start = bytes.startIndex
        while let first = bytes[start...].firstIndex(of: needle[0]) {
            let candidate = bytes[first...].prefix(needle.count)
            if candidate.elementsEqual(needle) { return candidate.endIndex }
            start = bytes.index(after: first)
        }
        return nil
    }

    /// `line` without the spaces and tabs around it.
    private static func trimmed(_ line: Substring) -> Substring {
        let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        guard let first = line.utf8.firstIndex(where: { !isBlank($0) }), let last = line.utf8.lastIndex(where: { !isBlank($0) }) else {
            return line[line.endIndex...]
        }
        return line[first...last]
    }

    /// `text` with the character references cmark-gfm writes (`&amp;`,
    /// `&lt;`, `&gt;`, `&quot;`, `&#NN;`, `&#xNN;`) decoded; others kept.
    static func decodeReferences(_ text: Substring) -> String {
        guard text.utf8.contains(UInt8(ascii: "&")) else { return String(text) }
        var result = ""
        var rest = text
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            let after = rest[rest.index(after: amp)...]
            guard let semicolon = after.prefix(10).firstIndex(of: ";") else {
                result += "&"
                rest = after
                continue
            }
            let name = after[..<semicolon]
            let decoded: String? = switch name {
            case "amp": "&"
            case "lt": "<"
            case "gt": ">"
            case "quot": "\""
            default:
                if name.hasPrefix("#x") || name.hasPrefix("#X") {
                    UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map { String($0) }
                } else if name.hasPrefix("#") {
                    UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init).map { String($0) }
                } else {
                    nil
                }
            }
            if let decoded {
                result += decoded
                rest = after[after.index(after: semicolon)...]
            } else {
                result += "&"
                rest = after
            }
        }
        return result + rest
    }
}
