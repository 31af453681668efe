import Foundation

/// The prose of HTML that cmark-gfm rendered itself (`MarkdownNode.Kind.rendered`).
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
        var text = ""
        var rest = Substring(html)
        while let open = rest.firstIndex(of: "<") {
            text += decodeReferences(rest[..<open])
            guard let close = rest[open...].firstIndex(of: ">") else { rest = rest[rest.endIndex...]; break }
            let tag = rest[rest.index(after: open)..<close]
            let name = tag.prefix { $0.isLetter || $0.isNumber }.lowercased()
            rest = rest[rest.index(after: close)...]
            if skippedElements.contains(name), !tag.hasSuffix("/") {
                // cmark-gfm never nests these elements in themselves.
                let end = rest.range(of: "</\(name)>")
                rest = end.map { rest[$0.upperBound...] } ?? rest[rest.endIndex...]
            }
            let closing = tag.hasPrefix("/") ? String(tag.dropFirst().prefix { $0.isLetter || $0.isNumber }).lowercased() : name
            if !inlineElements.contains(closing), text.last.map({ $0 != "\n" }) ?? false { text += "\n" }
        }
        text += decodeReferences(rest)
        return text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: "\n")
    }

    /// `text` with the character references cmark-gfm writes (`&amp;`,
    /// `&lt;`, `&gt;`, `&quot;`, `&#NN;`, `&#xNN;`) decoded; others kept.
    static func decodeReferences(_ text: Substring) -> String {
        guard text.contains("&") else { return String(text) }
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
