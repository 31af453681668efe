import Foundation
import Mustache

/// The page templates and static assets the site is built with, from the
/// package's `Theme` resources. Loaded once per build; immutable afterwards.
public struct Theme: Sendable {
    /// The folder whose files are copied to `assets/` in the output.
    public let assetsDirectory: URL
    let library: MustacheLibrary

    /// The theme shipped with the generator.
    public static func bundled() throws -> Theme {
        guard let root = Bundle.module.url(forResource: "Theme", withExtension: nil) else {
            throw Diagnostic(path: "Theme", message: "the theme resources are missing from the mfs build")
        }
        return try Theme(directory: root)
    }

    public init(directory: URL) throws {
        assetsDirectory = directory.appendingPathComponent("assets")
        let templates = directory.appendingPathComponent("templates")
        var library = MustacheLibrary()
        for file in try FileManager.default.contentsOfDirectory(atPath: templates.path) where file.hasSuffix(".mustache") {
            let source = try String(contentsOf: templates.appendingPathComponent(file), encoding: .utf8)
            try library.register(source, named: String(file.dropLast(".mustache".count)))
        }
        self.library = library
    }

    /// Renders the template `name` (`page`, `root`) with `context`.
    func render(_ name: String, _ context: [String: Any]) -> String {
        library.render(context, withTemplate: name) ?? ""
    }
}
