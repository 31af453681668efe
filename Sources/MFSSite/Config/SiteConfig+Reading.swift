import Foundation
import MFS
import MFSScreens
import Yams

extension SiteConfig {
    static let keys = ["title", "baseURL", "repository", "branch", "languages", "sizes"]

    /// The configuration in `contentDirectory`'s `site.yaml`, or the defaults
    /// when there is none; a diagnostic at the first wrong line of the file.
    /// The file is read as `InputFile` reads: a symbolic link out of the
    /// content folder, or to anything but a regular file, is refused.
    public static func load(contentDirectory: String) throws(Diagnostic) -> SiteConfig {
        let path = contentDirectory.hasSuffix("/") ? contentDirectory + fileName : contentDirectory + "/" + fileName
        guard PosixFile.exists(path) else { return SiteConfig() }
        let yaml: String
        do { yaml = try InputFile.text(at: path, inside: contentDirectory, rootName: "the content folder") } catch {
            throw error.diagnostic { Diagnostic(path: path, message: "cannot read the site configuration: \($0)") }
        }
        return try parse(yaml, path: path)
    }

    /// The configuration `yaml` holds, read from the file at `path` (for diagnostics).
    static func parse(_ yaml: String, path: String) throws(Diagnostic) -> SiteConfig {
        let root: Node?
        do { root = try Yams.compose(yaml: yaml, .basic, .default, .utf8) } catch {
            throw YAMLFailure.diagnostic(error, path: path, lineOffset: 0)
        }
        var config = SiteConfig()
        guard let root else { return config }
        guard let mapping = root.mapping else {
            throw YAMLFailure.at(root, path: path, lineOffset: 0, "the site configuration must be a mapping of \(keys.joined(separator: ", "))")
        }
        let fail = { (node: Node, message: String) in YAMLFailure.at(node, path: path, lineOffset: 0, message) }
        for (key, value) in mapping {
            switch key.string {
            case "title": config.titles = try titles(value, fail)
            case "baseURL": config.baseURL = try url(value, "baseURL", fail).map { $0.hasSuffix("/") ? $0 : $0 + "/" }
            case "repository": config.repository = try url(value, "repository", fail).map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
            case "branch":
                guard let branch = value.scalar?.string, !branch.isEmpty, !branch.contains(where: \.isWhitespace) else {
                    throw fail(value, "'branch' must be a branch name")
                }
                config.branch = branch
            case "languages": config.languages = try languages(value, fail)
            case "sizes": config.sizes = try sizes(value, fail)
            default: throw fail(key, "unknown key '\(key.string ?? "?")'; allowed keys: \(keys.joined(separator: ", "))")
            }
        }
        return config
    }

    /// `title`: one string for every language, or a mapping of language to string.
    /// The title for every language is stored under `""` (`SiteConfig.title`).
    private static func titles(_ node: Node, _ fail: (Node, String) -> Diagnostic) throws(Diagnostic) -> [String: String] {
        if let scalar = node.scalar, !scalar.string.isEmpty {
            return ["": scalar.string]
        }
        guard let mapping = node.mapping else { throw fail(node, "'title' must be a string, or a mapping of language to string") }
        var titles: [String: String] = [:]
        for (key, value) in mapping {
            let language = try language(key, fail)
            guard let title = value.scalar?.string, !title.isEmpty else { throw fail(value, "the title of '\(language)' must be a non-empty string") }
            titles[language] = title
        }
        return titles
    }

    /// An absolute `http` or `https` URL with a host, or `nil` for an empty value.
    private static func url(_ node: Node, _ key: String, _ fail: (Node, String) -> Diagnostic) throws(Diagnostic) -> String? {
        guard let text = node.scalar?.string else { throw fail(node, "'\(key)' must be a URL") }
        if text.isEmpty { return nil }
        guard let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased() ?? ""),
              !(url.host ?? "").isEmpty, url.query == nil, url.fragment == nil else {
            throw fail(node, "'\(key)' must be an absolute http or https URL without query or fragment; found '\(text)'")
        }
        return text
    }

    private static func languages(_ node: Node, _ fail: (Node, String) -> Diagnostic) throws(Diagnostic) -> [String] {
        guard let items = node.sequence, !items.isEmpty else { throw fail(node, "'languages' must list at least one language: [ru, es]") }
        var languages: [String] = []
        for item in items {
            let language = try language(item, fail)
            guard !languages.contains(language) else { throw fail(item, "'\(language)' is listed twice") }
            languages.append(language)
        }
        return languages
    }

    /// A language code: a BCP 47 tag of ASCII letters, digits and `-`, starting
    /// with 2 or 3 lowercase letters (`de`, `pt-BR`); its strings file is checked
    /// when the site's languages load (`SiteLanguages`).
    private static func language(_ node: Node, _ fail: (Node, String) -> Diagnostic) throws(Diagnostic) -> String {
        let text = node.scalar?.string ?? ""
        let primary = text.prefix { $0 != "-" }
        guard (2...3).contains(primary.count), primary.allSatisfy({ $0.isASCII && $0.isLowercase }),
              text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }), !text.hasSuffix("-") else {
            throw fail(node, "'\(text)' is no language code: write its BCP 47 code (de, pt-BR)")
        }
        return text
    }

    private static func sizes(_ node: Node, _ fail: (Node, String) -> Diagnostic) throws(Diagnostic) -> [Size] {
        guard let items = node.sequence, !items.isEmpty else { throw fail(node, "'sizes' must list at least one WIDTHxHEIGHT") }
        return try items.map { item throws(Diagnostic) in
            do throws(ScreenError) {
                guard let text = item.scalar?.string else { throw ScreenError.invalidSize("?") }
                return try ScreenCatalog.parseSize(text)
            } catch {
                throw fail(item, error.description)
            }
        }
    }
}
