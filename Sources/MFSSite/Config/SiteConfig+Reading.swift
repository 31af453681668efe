import Foundation
import MFS
import Yams

extension SiteConfig {
    static let keys = ["title", "subtitle", "baseURL", "logo", "social_image", "colors", "edit_link", "languages", "sizes"]

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

    /// The configuration `yaml` holds, read from the file at `path` (for
    /// diagnostics; the images it names are read from `path`'s folder).
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
            case "title": config.titles = try texts(value, "title", fail)
            case "subtitle": config.subtitles = try texts(value, "subtitle", fail)
            case "baseURL": config.baseURL = try url(value, "baseURL", fail).map { $0.hasSuffix("/") ? $0 : $0 + "/" }
            case "logo": config.logo = try image(value, "logo", path: path, fail)
            case "social_image": config.socialImage = try image(value, "social_image", path: path, fail)
            case "colors": config.colors = try colors(value, fail)
            case "edit_link":
                guard let pattern = value.scalar?.string, pattern.contains(editLinkPath) else {
                    throw fail(value, "'edit_link' must be a URL holding \(editLinkPath), which stands for the page's file in the content folder "
                        + "(https://github.com/OWNER/REPO/edit/main/Content/\(editLinkPath))")
                }
                config.editLink = try url(value, "edit_link", fail, checking: pattern.replacingOccurrences(of: editLinkPath, with: "path"))
                    .map { _ in pattern }
            case "languages": config.languages = try languages(value, fail)
            case "sizes": config.sizes = try sizes(value, fail)
            default: throw fail(key, "unknown key '\(key.string ?? "?")'; allowed keys: \(keys.joined(separator: ", "))")
            }
        }
        return config
    }

    /// `title` or `subtitle` (`key`): one string for every language, stored
    /// under `""` (`SiteConfig.title`), or a mapping of language code to string.
    private static func texts(_ node: Node, _ key: String, _ fail: (Node, String) -> Diagnostic) throws(Diagnostic) -> [String: String] {
        if let scalar = node.scalar, !scalar.string.isEmpty {
            return ["": scalar.string]
        }
        guard let mapping = node.mapping else { throw fail(node, "'\(key)' must be a string, or a mapping of language to string") }
        var texts: [String: String] = [:]
        for (name, value) in mapping {
            let language = try language(name, fail)
            guard let text = value.scalar?.string, !text.isEmpty else { throw fail(value, "the \(key) of '\(language)' must be a non-empty string") }
            texts[language] = text
        }
        return texts
    }

    /// `logo` or `social_image` (`key`): the image at a path in the folder of the configuration file at `path`.
    private static func image(_ node: Node, _ key: String, path: String, _ fail: (Node, String) -> Diagnostic) throws(Diagnostic) -> SiteImage {
        guard let written = node.scalar?.string, !written.isEmpty else { throw fail(node, "'\(key)' must be the path of an image in the content folder") }
        let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
        return try SiteImage.load(written, key, contentDirectory: folder) { fail(node, $0) }
    }

    /// `colors`: a mapping of `light` and `dark` to mappings of variable
    /// name to CSS colour (`CSSColor`), the same names in both.
    private static func colors(_ node: Node, _ fail: (Node, String) -> Diagnostic) throws(Diagnostic) -> SiteColors {
        let shape = "'colors' must be a mapping of light and dark to colours by name (light: {accent: \"#5b3fb0\"}, dark: {accent: \"#b7a2ff\"})"
        guard let mapping = node.mapping else { throw fail(node, shape) }
        var modes: [String: [String: String]] = [:]
        for (mode, values) in mapping {
            guard let name = mode.string, ["light", "dark"].contains(name) else { throw fail(mode, shape) }
            guard let values = values.mapping, !values.isEmpty else { throw fail(values, shape) }
            var colors: [String: String] = [:]
            for (key, value) in values {
                guard let variable = key.string, SiteColors.names.contains(variable) else {
                    throw fail(key, "unknown colour '\(key.string ?? "?")'; known: \(SiteColors.names.joined(separator: ", "))")
                }
                guard let color = value.scalar?.string else { throw fail(value, "the colour '\(variable)' must be a CSS colour") }
                if let problem = CSSColor.problem(color) { throw fail(value, "malformed colour '\(color)' for '\(variable)': \(problem)") }
                colors[variable] = color
            }
            modes[name] = colors
        }
        let light = modes["light"] ?? [:], dark = modes["dark"] ?? [:]
        for (mode, colors, other) in [("light", light, dark), ("dark", dark, light)] {
            if let missing = other.keys.sorted().first(where: { colors[$0] == nil }) {
                throw fail(node, "the colour '\(missing)' needs a value in '\(mode)' too: each colour is set for light and dark")
            }
        }
        return SiteColors(pairs: light.keys.sorted().map { (name: $0, light: light[$0]!, dark: dark[$0]!) })
    }

    /// An absolute `http` or `https` URL with a host, or `nil` for an empty
    /// value; `checked`, when given, is checked in place of the value (a
    /// pattern with its placeholder filled in).
    private static func url(_ node: Node, _ key: String, _ fail: (Node, String) -> Diagnostic,
                            checking checked: String? = nil) throws(Diagnostic) -> String? {
        guard let text = node.scalar?.string else { throw fail(node, "'\(key)' must be a URL") }
        if text.isEmpty { return nil }
        guard let url = URL(string: checked ?? text), ["http", "https"].contains(url.scheme?.lowercased() ?? ""),
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
                return try ScreenSizes.parse(text)
            } catch {
                throw fail(item, error.description)
            }
        }
    }
}
