import Yams

/// The YAML header of a content page, between `---` lines.
public struct FrontMatter: Hashable, Sendable {
    public var title: String
    public var description: String
    /// Where the page stands in the navigation: lower first.
    public var order: Int
    /// The page's old names (`aliases:`), each a redirect page at its old URL.
    public var aliases: [PageAlias] = []

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

    /// The front matter in `yaml`: its plain form when it has it, else what Yams composes.
    private static func parse(_ yaml: String, path: String) throws(Diagnostic) -> FrontMatter {
        if let plain = plainForm(yaml) { return plain }
        return try composed(yaml, path: path)
    }

    /// The front matter in `yaml`, composed by Yams without tag resolution
    /// (`.basic`: keys and values are read as text and integers, which tags
    /// do not change); the diagnostic for its first YAML error or wrong key or
    /// value, a value of the wrong kind (a list for `description`) at that value.
    static func composed(_ yaml: String, path: String) throws(Diagnostic) -> FrontMatter {
        let node: Node
        do {
            guard let composed = try Yams.compose(yaml: yaml, .basic, .default, .utf8) else { throw YAMLFailure.empty }
            node = composed
        } catch {
            throw YAMLFailure.diagnostic(error, path: path, lineOffset: 1)
        }
        guard let mapping = node.mapping else {
            throw Diagnostic(path: path, line: 2, column: 1, message: "front matter must be a mapping of title, description, order and aliases")
        }
        // One pass, not `mapping["title"]`: each such look-up makes a node and
        // resolves tags to compare. A key matches as it would there: by its
        // text, and only with the `str` tag (`!foo title` is not `title`).
        let allowed = ["title", "description", "order", "aliases"]
        var title: Node?, description: Node?, order: Node?, aliases: Node?
        for (key, value) in mapping {
            guard let name = key.string, allowed.contains(name) else {
                throw YAMLFailure.at(key, path: path, lineOffset: 1,
                                     "unknown front matter key '\(key.string ?? "?")'; allowed: \(allowed.joined(separator: ", "))")
            }
            guard key.tag.rawValue == Tag.Name.str.rawValue else { continue }
            switch name {
            case "title": title = value
            case "description": description = value
            case "aliases": aliases = value
            default: order = value
            }
        }
        let fail = { (node: Node, message: String) in YAMLFailure.at(node, path: path, lineOffset: 1, message) }
        guard let title else {
            throw Diagnostic(path: path, line: 2, column: 1, message: "front matter needs a non-empty 'title'")
        }
        guard let text = title.string, !text.isEmpty else { throw fail(title, "'title' must be a non-empty string") }
        let number = try order.map { value throws(Diagnostic) in
            guard let integer = value.scalar?.integer else { throw fail(value, "'order' must be an integer") }
            return integer
        } ?? 0
        let summary = try description.map { value throws(Diagnostic) in
            guard let text = value.string else { throw fail(value, "'description' must be a string") }
            return text
        } ?? ""
        let names = try aliases.map { value throws(Diagnostic) in try pageAliases(value, fail: fail) } ?? []
        return FrontMatter(title: text, description: summary, order: number, aliases: names)
    }

    /// The aliases in `node`, a list of old page names (`PageAlias.name`), each with its position.
    private static func pageAliases(_ node: Node, fail: (Node, String) -> Diagnostic) throws(Diagnostic) -> [PageAlias] {
        guard let items = node.sequence else { throw fail(node, "'aliases' must be a list of old page names, as [old-name, guides/old]") }
        var aliases: [PageAlias] = []
        for item in items {
            guard let text = item.string else { throw fail(item, "'aliases' must be a list of old page names, as [old-name, guides/old]") }
            switch PageAlias.name(text) {
            case let .success(name):
                let position = fail(item, "")
                aliases.append(PageAlias(name: name, line: position.line, column: position.column))
            case let .failure(failure): throw fail(item, failure.message)
            }
        }
        return aliases
    }
}

extension Substring {
    var trimmingTrailingWhitespace: Substring {
        var result = self
        while let last = result.last, last.isWhitespace { result.removeLast() }
        return result
    }
}
