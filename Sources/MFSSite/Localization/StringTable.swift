import Yams

/// The interface strings of one language as its strings files hold them:
/// the theme's `strings/<lang>.yaml` (the base) and, when the site has one,
/// its `Content/strings/<lang>.yaml`, whose strings replace the base's one
/// by one. Keys are dotted paths through the YAML mappings (`page.footer`).
/// A language the theme does not ship has the site's file as its base.
/// Read once per build by `SiteLanguage`; every string it asks for MUST be
/// in the base, or the read is a diagnostic naming the file and the key.
struct StringTable {
    /// The base file's path, as diagnostics print it, and its YAML.
    let basePath: String
    private let base: Node
    /// The site's file and its YAML, when it overrides a theme's language.
    let overridePath: String?
    private let override: Node?

    /// The table of `base` (the text of the file at `basePath`) overridden by
    /// `override` (the text of the file at `overridePath`); a diagnostic for
    /// invalid YAML, a file that is no mapping, or a key of the override that
    /// the base does not have (a typo would otherwise be ignored).
    init(base: String, basePath: String, override: String? = nil, overridePath: String? = nil) throws(Diagnostic) {
        self.basePath = basePath
        self.base = try Self.root(base, path: basePath)
        self.overridePath = overridePath
        if let override, let overridePath {
            let node = try Self.root(override, path: overridePath)
            try Self.checkKeys(of: node, in: self.base, prefix: "", path: overridePath)
            self.override = node
        } else {
            self.override = nil
        }
    }

    /// The string at `key`.
    func text(_ key: String) throws(Diagnostic) -> String {
        let (node, path) = try value(key)
        guard let text = node.scalar?.string else { throw YAMLFailure.at(node, path: path, lineOffset: 0, "'\(key)' must be a string") }
        return text
    }

    /// The list of strings at `key`: the override's whole, when it has one.
    func list(_ key: String) throws(Diagnostic) -> [String] {
        let (node, path) = try value(key)
        let items = node.sequence ?? []
        let texts = items.compactMap(\.scalar?.string)
        guard node.sequence != nil, texts.count == items.count else {
            throw YAMLFailure.at(node, path: path, lineOffset: 0, "'\(key)' must be a list of strings")
        }
        return texts
    }

    /// The mapping of names to strings at `key`: the base's entries, each
    /// replaced by the override's entry of the same name.
    func map(_ key: String) throws(Diagnostic) -> [String: String] {
        guard Self.node(at: key, in: base) != nil else { throw missing(key) }
        var result: [String: String] = [:]
        for (node, path) in [(Self.node(at: key, in: base), basePath), (override.flatMap { Self.node(at: key, in: $0) }, overridePath ?? basePath)] {
            guard let node else { continue }
            guard let mapping = node.mapping else { throw YAMLFailure.at(node, path: path, lineOffset: 0, "'\(key)' must be a mapping of names to strings") }
            for (name, value) in mapping {
                guard let name = name.string, let text = value.scalar?.string else {
                    throw YAMLFailure.at(value, path: path, lineOffset: 0, "'\(key)' must be a mapping of names to strings")
                }
                result[name] = text
            }
        }
        return result
    }

    /// The node at `key` (the override's, else the base's) and its file's path.
    private func value(_ key: String) throws(Diagnostic) -> (Node, String) {
        if let override, let overridePath, let node = Self.node(at: key, in: override) { return (node, overridePath) }
        guard let node = Self.node(at: key, in: base) else { throw missing(key) }
        return (node, basePath)
    }

    private func missing(_ key: String) -> Diagnostic {
        Diagnostic(path: basePath, message: "the strings file has no '\(key)': every language's strings file gives every key (see the theme's en.yaml)")
    }

    /// The node at the dotted `key` below `root`, or `nil`.
    private static func node(at key: String, in root: Node) -> Node? {
        var node = root
        for part in key.split(separator: ".") {
            guard let next = node.mapping?[String(part)] else { return nil }
            node = next
        }
        return node
    }

    /// The mapping at the root of the YAML `text` of the file at `path`.
    private static func root(_ text: String, path: String) throws(Diagnostic) -> Node {
        let root: Node?
        do { root = try Yams.compose(yaml: text, .basic, .default, .utf8) } catch {
            throw YAMLFailure.diagnostic(error, path: path, lineOffset: 0)
        }
        guard let root, root.mapping != nil else {
            throw Diagnostic(path: path, line: 1, column: 1, message: "a strings file must be a mapping of keys to strings (see the theme's en.yaml)")
        }
        return root
    }

    /// Throws at the first key of `node` (the override's, at `prefix`) that
    /// `base` has not: every mapping of the override MUST be one of the base's.
    private static func checkKeys(of node: Node, in base: Node, prefix: String, path: String) throws(Diagnostic) {
        guard let mapping = node.mapping, let baseMapping = base.mapping else { return }
        for (key, value) in mapping {
            let name = key.string ?? "?"
            guard let baseValue = baseMapping[name] else {
                throw YAMLFailure.at(key, path: path, lineOffset: 0, "unknown string '\(prefix + name)': the theme's strings of this language have no such key")
            }
            try checkKeys(of: value, in: baseValue, prefix: prefix + name + ".", path: path)
        }
    }
}
