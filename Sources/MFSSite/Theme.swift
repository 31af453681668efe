import Foundation
import Yams

/// The page templates and static assets the site is built with, from the
/// package's `Theme` resources, and the content folder's overrides of them
/// (`Theme+Overrides.swift`). Loaded once per build; immutable afterwards.
public struct Theme: Sendable {
    /// The folder whose files are copied to `assets/` in the output.
    public let assetsDirectory: URL
    /// The content folder's `theme/assets/`, whose files are copied to
    /// `assets/` over those of `assetsDirectory`; `nil` when there is none.
    let assetOverrides: String?
    /// The folder of the languages' strings files (`SiteLanguage+Loading.swift`).
    let stringsDirectory: URL
    /// The codes of `languages.yaml`: the order of the theme's languages when `site.yaml` lists none.
    let languageOrder: [String]
    /// The compiled `templates/NAME.mustache` files, by NAME.
    let templates: [String: Template]

    /// The theme shipped with the generator, with the overrides of
    /// `contentDirectory` (`theme/`) when given.
    public static func bundled(overriddenBy contentDirectory: String? = nil) throws -> Theme {
        // The resources folder joined by hand: `url(forResource:)` first searches localizations (slow).
        let root = (Bundle.module.resourceURL ?? Bundle.module.bundleURL).appendingPathComponent("Theme")
        guard FileManager.default.fileExists(atPath: root.path) else {
            throw Diagnostic(path: "Theme", message: "the theme resources are missing from the mfs build")
        }
        return try Theme(directory: root, overriddenBy: contentDirectory)
    }

    /// The theme in `directory` (`templates/`, `assets/`), with the
    /// overrides of `contentDirectory` (`theme/`) when given; a diagnostic at
    /// a wrong override.
    public init(directory: URL, overriddenBy contentDirectory: String? = nil) throws {
        assetsDirectory = directory.appendingPathComponent("assets")
        stringsDirectory = directory.appendingPathComponent(SiteLanguage.folderName)
        let order = directory.appendingPathComponent("languages.yaml")
        languageOrder = try Yams.compose(yaml: String(contentsOf: order, encoding: .utf8), .basic)?.sequence?.compactMap(\.string) ?? []
        let folder = directory.appendingPathComponent("templates")
        var templates: [String: Template] = [:]
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".mustache") {
            let url = folder.appendingPathComponent(file)
            templates[String(file.dropLast(".mustache".count))] = try Template(String(contentsOf: url, encoding: .utf8), path: url.path)
        }
        var assetOverrides: String?
        if let contentDirectory {
            let folders = try Self.overrideFolders(of: contentDirectory)
            if let folder = folders.templates { templates = try Self.overriding(templates, from: folder, contentDirectory: contentDirectory) }
            assetOverrides = folders.assets
        }
        self.templates = templates
        self.assetOverrides = assetOverrides
    }

    /// Renders the template `name` (`page`, `root`, ...) with `values`,
    /// appending to `output`. `name` MUST be one of the theme's templates.
    func render(_ name: String, _ values: TemplateContext, into output: inout String) {
        guard let template = templates[name] else { preconditionFailure("the theme has no template '\(name)'") }
        template.render(values, into: &output)
    }

    /// The template `name` rendered with `values`.
    func render(_ name: String, _ values: TemplateContext) -> String {
        var output = ""
        render(name, values, into: &output)
        return output
    }
}
