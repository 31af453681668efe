/// A site's own versions of the theme's files: `theme/` in the content
/// folder holds `templates/` and `assets/` laid out as the theme's are
/// (`Content/theme/templates/page.mustache`, `Content/theme/assets/style.css`);
/// each file takes the place of the theme's file of the same relative name,
/// and an asset the theme does not have is added to `assets/`.
extension Theme {
    /// The folder's name in the content folder.
    static let overridesFolder = "theme"

    /// The templates of `folder` (the content folder's `theme/templates/`,
    /// which MUST exist) compiled over `templates`: a diagnostic at a file
    /// that is not one of theirs (`NAME.mustache`), cannot be read, is not
    /// UTF-8, or is not a template (`PATH:LINE:COL`, `Template`).
    static func overriding(_ templates: [String: Template], from folder: String,
                           contentDirectory: String) throws(Diagnostic) -> [String: Template] {
        var templates = templates
        let entries: [(name: String, kind: PosixFile.Kind)]
        do { entries = try PosixFile.entries(of: folder) } catch {
            throw Diagnostic(path: folder, message: "cannot read the theme's templates: \(error.reason)")
        }
        for (file, _) in entries.sorted(by: { $0.name < $1.name }) where !file.hasPrefix(".") {
            let path = folder + "/" + file, name = file.hasSuffix(".mustache") ? String(file.dropLast(".mustache".count)) : ""
            guard templates[name] != nil else {
                throw Diagnostic(path: path, message: "the theme has no template '\(file)': an override takes the name of one of "
                    + templates.keys.sorted().map { "\($0).mustache" }.joined(separator: ", "))
            }
            let text: String
            do { text = try InputFile.text(at: path, inside: contentDirectory, rootName: "the content folder") } catch {
                throw error.diagnostic { Diagnostic(path: path, message: "cannot read the template: \($0)") }
            }
            templates[name] = try Template(text, path: path)
        }
        return templates
    }

    /// The override folders of `contentDirectory`'s `theme/` that exist
    /// (`templates`, `assets`); a diagnostic at any other entry in it.
    static func overrideFolders(of contentDirectory: String) throws(Diagnostic) -> (templates: String?, assets: String?) {
        let root = SourceFile.join(contentDirectory, overridesFolder)
        guard PosixFile.exists(root) else { return (nil, nil) }
        let entries: [(name: String, kind: PosixFile.Kind)]
        do { entries = try PosixFile.entries(of: root) } catch {
            throw Diagnostic(path: root, message: "cannot read the theme overrides: \(error.reason)")
        }
        var folders: (templates: String?, assets: String?) = (nil, nil)
        for (name, kind) in entries.sorted(by: { $0.name < $1.name }) where !name.hasPrefix(".") {
            guard kind == .folder || kind == .symbolicLink, name == "templates" || name == "assets" else {
                throw Diagnostic(path: root + "/" + name, message: "the theme overrides hold two folders, templates/ and assets/, "
                    + "laid out as the theme's (\(root)/templates/page.mustache, \(root)/assets/style.css)")
            }
            if name == "templates" { folders.templates = root + "/templates" } else { folders.assets = root + "/assets" }
        }
        return folders
    }
}
