import Yams

/// The YAML header of a content page, between `---` lines.
public struct FrontMatter: Hashable, Sendable {
    public var title: String
    public var description: String
    /// Where the page stands in the navigation: lower first.
    public var order: Int

    /// Splits `source` into its front matter and Markdown body; `bodyLine` is
    /// the 1-based line of `source` where the body starts. Reads lines only up
    /// to the closing `---`; the body is the rest of `source`, as it is.
    public static func split(_ source: String, path: String) throws(Diagnostic)
        -> (frontMatter: FrontMatter, body: String, bodyLine: Int) {
        var start = source.startIndex
        var number = 0
        var yamlStart: String.Index?
        while start <= source.endIndex {
            let newline = source.utf8[start...].firstIndex(of: UInt8(ascii: "\n"))
            let line = source[start..<(newline ?? source.endIndex)]
            number += 1
            let isFence = line.hasPrefix("---") && line.trimmingTrailingWhitespace == "---"
            if number == 1 && !isFence { break }
            if let yamlStart, isFence {
                let yaml = yamlStart < start ? String(source[yamlStart..<source.index(before: start)]) : ""
                let body = newline.map { String(source[source.index(after: $0)...]) } ?? ""
                return (try parse(yaml, path: path), body, number + 1)
            }
            guard let newline else { break }
            start = source.index(after: newline)
            if number == 1 { yamlStart = start }
        }
        throw Diagnostic(path: path, line: 1, column: 1, message: "missing front matter: start the file with '---', title, description and order, then '---'")
    }

    private static func parse(_ yaml: String, path: String) throws(Diagnostic) -> FrontMatter {
        let node: Node
        do {
            // No tag resolution (.basic): keys and values are read as text (string, int), which tags do not change.
            guard let composed = try Yams.compose(yaml: yaml, .basic, .default, .utf8) else { throw YAMLFailure.empty }
            node = composed
        } catch {
            throw YAMLFailure.diagnostic(error, path: path, lineOffset: 1)
        }
        guard let mapping = node.mapping else {
            throw Diagnostic(path: path, line: 2, column: 1, message: "front matter must be a mapping of title, description and order")
        }
        let allowed = ["title", "description", "order"]
        for key in mapping.keys {
            guard let name = key.string, allowed.contains(name) else {
                throw YAMLFailure.at(key, path: path, lineOffset: 1,
                                     "unknown front matter key '\(key.string ?? "?")'; allowed: \(allowed.joined(separator: ", "))")
            }
        }
        guard let title = mapping["title"]?.string, !title.isEmpty else {
            throw Diagnostic(path: path, line: 2, column: 1, message: "front matter needs a non-empty 'title'")
        }
        let order = try mapping["order"].map { node throws(Diagnostic) in
            guard let value = decimal(node) ?? node.int else { throw YAMLFailure.at(node, path: path, lineOffset: 1, "'order' must be an integer") }
            return value
        } ?? 0
        return FrontMatter(title: title, description: mapping["description"]?.string ?? "", order: order)
    }

    /// A plain scalar `0`, or digits without a leading zero after an optional
    /// `-`, as the integer Yams reads it, without Yams' general integer forms
    /// (`0x`, `0o`, `_`, sexagesimal), which go through Foundation; anything
    /// else is left to Yams.
    private static func decimal(_ node: Node) -> Int? {
        guard let scalar = node.scalar, scalar.style == .plain || scalar.style == .any else { return nil }
        let text = scalar.string
        let digits = text.utf8.first == UInt8(ascii: "-") ? text.utf8.dropFirst() : text.utf8[...]
        guard text == "0" || digits.first.map({ $0 != UInt8(ascii: "0") }) ?? false,
              digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
        return Int(text)
    }
}

extension Substring {
    var trimmingTrailingWhitespace: Substring {
        var result = self
        while let last = result.last, last.isWhitespace { result.removeLast() }
        return result
    }
}
