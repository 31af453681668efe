import CFileSwap
import Foundation
import MFSText

/// The output folder, written as a whole: a build writes a staging sibling and
/// swaps it in with one atomic exchange, so at every moment the output is the
/// complete previous site or the complete new one, even if the build is killed.
/// A later build removes the staging folders a killed build left behind.
struct OutputDirectory {
    let url: URL
    let fileManager = FileManager.default

    /// Refuses outputs a build must never replace: `/`, the home folder, the
    /// content folder, a folder inside it, a folder that holds the content
    /// folder or the current folder, a project root (with `Package.swift` or
    /// `.git`), and a file.
    init(path: String, content: URL) throws(Diagnostic) {
        url = URL(fileURLWithPath: path).standardizedFileURL
        let output = url.resolvingSymlinksInPath().path
        let resolve = { (url: URL) in url.standardizedFileURL.resolvingSymlinksInPath().path }
        let contentPath = resolve(content)
        let current = resolve(URL(fileURLWithPath: fileManager.currentDirectoryPath))
        let holds = { (inner: String) in inner == output || inner.hasPrefix(output == "/" ? "/" : output + "/") }
        var isDirectory: ObjCBool = false
        let reason: String? =
            if output == "/" { "the file system root" }
            else if output == resolve(fileManager.homeDirectoryForCurrentUser) { "the home folder" }
            else if output == contentPath { "the content folder" }
            else if output.hasPrefix(contentPath + "/") { "inside the content folder" }
            else if holds(current) { "a folder that holds the current folder" }
            else if holds(contentPath) { "a folder that holds the content folder" }
            else if fileManager.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { "a project root (it has Package.swift)" }
            else if fileManager.fileExists(atPath: url.appendingPathComponent(".git").path) { "a project root (it has .git)" }
            else if fileManager.fileExists(atPath: output, isDirectory: &isDirectory) && !isDirectory.boolValue { "a file" }
            else { nil }
        if let reason {
            throw Diagnostic(path: path, message: "refusing to replace '\(path)' with the site: it is \(reason)")
        }
    }

    /// A fresh staging folder beside the output, for a site of `paths`
    /// (relative to the output; MUST NOT leave it): a build writes the site
    /// there, then `commit`s it or `discard`s it. Removes first what killed
    /// builds left.
    func stage(_ paths: some Sequence<String>) throws -> URL {
        try Self.checkInside(paths)
        removeLeftovers()
        let staging = sibling("staging", getpid())
        try? fileManager.removeItem(at: staging)
        try fileManager.createDirectory(at: staging, withIntermediateDirectories: true)
        return staging
    }

    /// Swaps `staging` in as the output and removes the old output, which
    /// `staging` then holds. An existing output MUST be empty or hold an
    /// `index.html` (a site built before): any other folder is refused rather
    /// than replaced.
    func commit(_ staging: URL) throws {
        try checkReplaceable()
        try swapIn(staging)
        discard(staging)
    }

    /// Removes `staging`: the folder of a build that failed, or the old output after a swap.
    func discard(_ staging: URL) {
        try? fileManager.removeItem(at: staging)
    }

    /// Copies the theme's `assets` into `folder/assets/`, and the Inter files
    /// the engine measures text with (and their licence) into `assets/fonts/`,
    /// so that the browser draws with the very same font (style.css loads them).
    static func copyAssets(_ assets: URL, into folder: URL) throws {
        let target = folder.appendingPathComponent("assets"), fonts = target.appendingPathComponent("fonts")
        try FileManager.default.copyItem(at: assets, to: target)
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        for file in try fontFiles() {
            try FileManager.default.copyItem(at: file, to: fonts.appendingPathComponent(file.lastPathComponent))
        }
    }

    /// The Inter files and their licence; a missing one is a diagnostic naming it.
    static func fontFiles() throws(Diagnostic) -> [URL] {
        do {
            return try InterFontFiles.all()
        } catch FontFileError.missing(let path) {
            throw Diagnostic(path: path, message: "font file not found; it is one of the mfs build's resources: rebuild mfs (make site)")
        } catch {
            throw Diagnostic(path: InterFontFiles.directory.path, message: "\(error)")
        }
    }

    /// Throws unless every path stays inside the output and the output is
    /// empty or holds an `index.html` (a site built before).
    func checkReplaceable(with paths: some Sequence<String>) throws(Diagnostic) {
        try Self.checkInside(paths)
        try checkReplaceable()
    }

    /// Throws unless every path stays inside the folder it is resolved in.
    static func checkInside(_ paths: some Sequence<String>) throws(Diagnostic) {
        for path in paths where !staysInside(path) {
            throw Diagnostic(path: path, message: "refusing to write '\(path)': it is not a path inside the output directory")
        }
    }

    /// Throws unless the output is missing, empty or holds an `index.html` (a site built before).
    func checkReplaceable() throws(Diagnostic) {
        let contents = (try? fileManager.contentsOfDirectory(atPath: url.path)) ?? []
        if !contents.isEmpty && !contents.contains("index.html") {
            throw Diagnostic(path: url.path, message: "refusing to replace '\(url.path)' with the site: it is neither empty nor a site built before (no index.html)")
        }
    }

    /// Puts `staging` at `url` in one step; afterwards `staging` holds the old
    /// output (or nothing). Falls back to two renames only on a file system
    /// that cannot exchange.
    func swapIn(_ staging: URL) throws {
        guard fileManager.fileExists(atPath: url.path) else {
            try fileManager.moveItem(at: staging, to: url)
            return
        }
        if mfs_exchange_paths(staging.path, url.path) == 0 { return }
        guard errno == EINVAL || errno == ENOTSUP else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        let old = sibling("old", getpid())
        try fileManager.moveItem(at: url, to: old)
        try fileManager.moveItem(at: staging, to: url)
        try? fileManager.removeItem(at: old)
    }

    /// `.NAME.KIND-PID` beside the output.
    private func sibling(_ kind: String, _ pid: Int32) -> URL {
        url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(kind)-\(pid)")
    }

    /// Removes the staging and old folders of builds that are no longer running.
    private func removeLeftovers() {
        let parent = url.deletingLastPathComponent()
        let prefixes = ["staging", "old"].map { ".\(url.lastPathComponent).\($0)-" }
        for name in (try? fileManager.contentsOfDirectory(atPath: parent.path)) ?? [] where name.hasPrefix(".") {
            for prefix in prefixes {
                guard name.hasPrefix(prefix), let pid = Int32(name.dropFirst(prefix.count)),
                      pid == getpid() || (kill(pid, 0) != 0 && errno == ESRCH) else { continue }
                try? fileManager.removeItem(at: parent.appendingPathComponent(name))
            }
        }
    }

    /// Whether `path` is relative and never climbs out (`..`) of the folder it is resolved in.
    static func staysInside(_ path: String) -> Bool {
        var depth = 0
        guard !path.hasPrefix("/"), !path.isEmpty else { return false }
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            if component == ".." { depth -= 1 } else if component != "." { depth += 1 }
            if depth < 0 { return false }
        }
        return true
    }
}
