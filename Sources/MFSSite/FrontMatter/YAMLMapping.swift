import Yams

/// The YAML body of a fenced block, parsed as a mapping with known keys, and
/// the diagnostics that point into it.
struct YAMLMapping {
    let node: Node.Mapping
    let path: String
    /// The file line of the opening fence; YAML line 1 is the next line.
    let fenceLine: Int

    init(_ body: String, path: String, fenceLine: Int, allowed: [String]) throws(Diagnostic) {
        self.path = path
        self.fenceLine = fenceLine
        let root: Node?
        do {
            root = try Yams.compose(yaml: body, .default, .default, .utf8)
        } catch {
            throw YAMLFailure.diagnostic(error, path: path, lineOffset: fenceLine)
        }
        guard let mapping = root?.mapping else {
            throw Diagnostic(path: path, line: fenceLine + 1, column: 1, message: "the block must be a YAML mapping (\(allowed.joined(separator: ", ")))")
        }
        node = mapping
        for key in mapping.keys where !allowed.contains(key.string ?? "") {
            throw error(at: key, "unknown key '\(key.string ?? "?")'; allowed keys: \(allowed.joined(separator: ", "))")
        }
    }

    subscript(key: String) -> Node? { node[key] }

    /// The text of the scalar at `key` and its node; `nil` when the key is
    /// absent; a diagnostic at the value when it is a list or a mapping
    /// (other than YAML's `{=: text}`, which Yams reads as its text).
    func string(_ key: String) throws(Diagnostic) -> (node: Node, text: String)? {
        guard let value = node[key] else { return nil }
        guard let text = value.string else { throw error(at: value, "'\(key)' must be a string") }
        return (value, text)
    }

    /// A diagnostic at the block's first line.
    func error(_ message: String) -> Diagnostic {
        Diagnostic(path: path, line: fenceLine, column: 1, message: message)
    }

    /// A diagnostic at `node`'s position in the file.
    func error(at node: Node, _ message: String) -> Diagnostic {
        YAMLFailure.at(node, path: path, lineOffset: fenceLine, message)
    }
}
