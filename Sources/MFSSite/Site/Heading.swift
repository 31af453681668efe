/// A heading of a page with the anchor id it gets.
public struct Heading: Hashable, Sendable {
    public var level: Int
    public var text: String
    public var id: String
    public var position: SourcePosition

    /// Every heading of `document` with a unique, Cyrillic-safe id: the text
    /// lowercased, letters, digits, `-` and `_` kept, spaces turned into `-`;
    /// repeats get `-1`, `-2`, ..., skipping any id an earlier heading already has.
    public static func collect(in document: MarkdownNode) -> [Heading] {
        var used: [String: Int] = [:]
        var taken = Set<String>()
        var headings: [Heading] = []
        document.walkBlocks { node in
            guard case let .heading(level) = node.kind else { return }
            let text = node.plainText
            let base = slug(text)
            var count = used[base, default: 0]
            var id = count == 0 ? base : "\(base)-\(count)"
            // A heading's own text may look like an earlier repeat (`a`, `a`, `a-1`): skip taken ids.
            while taken.contains(id) {
                count += 1
                id = "\(base)-\(count)"
            }
            used[base] = count + 1
            taken.insert(id)
            headings.append(Heading(level: level, text: text, id: id, position: node.position))
        }
        return headings
    }

    /// The anchor id of a heading text (`¿Por qué MFS?` → `por-qué-mfs`).
    public static func slug(_ text: String) -> String {
        var result = ""
        for character in text.lowercased() {
            if character.isLetter || character.isNumber || character == "-" || character == "_" {
                result.append(character)
            } else if character.isWhitespace, !result.isEmpty, result.last != "-" {
                result.append("-")
            }
        }
        while result.last == "-" { result.removeLast() }
        return result.isEmpty ? "section" : result
    }
}
