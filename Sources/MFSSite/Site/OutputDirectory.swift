import Foundation

/// The output folder, written as a whole: a build writes a staging sibling and
/// swaps it in only when complete, so the previous output survives any failure.
struct OutputDirectory {
    let url: URL
    let fileManager = FileManager.default

    /// Refuses outputs a build must never replace: the content folder (or a
    /// folder holding it), `/`, the home folder and a folder with a `Package.swift`.
    init(path: String, content: URL) throws(Diagnostic) {
        url = URL(fileURLWithPath: path).standardizedFileURL
        let output = url.resolvingSymlinksInPath().path
        let contentPath = content.standardizedFileURL.resolvingSymlinksInPath().path
        let home = fileManager.homeDirectoryForCurrentUser.resolvingSymlinksInPath().path
        if output == "/" || output == home || contentPath == output || contentPath.hasPrefix(output + "/")
            || fileManager.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
            throw Diagnostic(path: path, message: "refusing to use '\(path)' as the output directory: it is the content folder, holds it, or is /, the home folder or a project root")
        }
    }

    /// Writes `files` (paths relative to the output) and copies `assets` into
    /// `assets/`, in a staging folder; then replaces the output with it.
    func replace(with files: [String: String], assets: URL) throws {
        let parent = url.deletingLastPathComponent()
        let staging = parent.appendingPathComponent(".\(url.lastPathComponent).staging-\(getpid())")
        let old = parent.appendingPathComponent(".\(url.lastPathComponent).old-\(getpid())")
        try? fileManager.removeItem(at: staging)
        try fileManager.createDirectory(at: staging, withIntermediateDirectories: true)
        do {
            for (path, contents) in files {
                let file = staging.appendingPathComponent(path)
                try fileManager.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(contents.utf8).write(to: file)
            }
            try fileManager.copyItem(at: assets, to: staging.appendingPathComponent("assets"))
            if fileManager.fileExists(atPath: url.path) {
                try fileManager.moveItem(at: url, to: old)
            }
            try fileManager.moveItem(at: staging, to: url)
            try? fileManager.removeItem(at: old)
        } catch {
            try? fileManager.removeItem(at: staging)
            if !fileManager.fileExists(atPath: url.path), fileManager.fileExists(atPath: old.path) {
                try? fileManager.moveItem(at: old, to: url)
            }
            throw error
        }
    }
}
