import CFileSwap
import Foundation

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
        try checkWritable()
        removeLeftovers()
        let staging = sibling("staging", getpid())
        Self.remove(staging)
        try fileManager.createDirectory(at: staging, withIntermediateDirectories: true)
        return staging
    }

    /// Throws unless this user may write the output's parent folder (where
    /// staging folders are made and swapped in) and, when it is a folder (a
    /// symbolic link is replaced, not written into), the output (whose files
    /// the swap leaves to be removed): checked before anything is written,
    /// so that a build that could not finish leaves nothing behind.
    func checkWritable() throws(Diagnostic) {
        var folders = [url.deletingLastPathComponent().path]
        if PosixFile.kind(url.path) == .folder { folders.append(url.path) }
        for folder in folders where PosixFile.exists(folder) {
            guard access(folder, W_OK) == 0 else {
                throw Diagnostic(path: folder, message: "cannot write the site: the folder is not writable: \(PosixFile.Failure(folder).reason)")
            }
        }
    }

    /// Swaps `staging` in as the output and removes the old output, which
    /// `staging` then holds. An existing output that `checkReplaceable()`
    /// refuses is left as it is.
    func commit(_ staging: URL) throws {
        try checkReplaceable()
        try swapIn(staging)
        StopPoint.afterSwap.reach()
        discard(staging)
    }

    /// Removes `staging`: the folder of a build that failed, or the old output after a swap.
    func discard(_ staging: URL) {
        Self.remove(staging)
    }

    /// Removes the folder at `url`, a build's (a staging folder, an old
    /// output): when a folder in it could not be emptied, every folder in it
    /// that belongs to this user gets its owner's read, write and search
    /// permission back (a user may have taken them from an output), and
    /// the removal is tried again.
    static func remove(_ url: URL) {
        guard (try? FileManager.default.removeItem(at: url)) == nil else { return }
        restoreOwnerAccess(url.path)
        try? FileManager.default.removeItem(at: url)
    }

    /// Gives the folder at `path` and the folders in it that belong to this
    /// user their owner's read, write and search permission; a symbolic link is not followed.
    private static func restoreOwnerAccess(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, info.st_uid == geteuid() else { return }
        chmod(path, info.st_mode & 0o7777 | S_IRWXU)
        for entry in (try? PosixFile.entries(of: path)) ?? [] where entry.kind == .folder {
            restoreOwnerAccess(path + "/" + entry.name)
        }
    }

    /// Throws unless every path stays inside the output and the output may be
    /// replaced (`checkReplaceable()`).
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

    /// Throws unless the output may be replaced: it is missing, empty, or a
    /// site a build wrote whose every file its `.mfs-manifest` lists.
    func checkReplaceable() throws(Diagnostic) {
        try Self.checkReplaceable(url.path, as: "the site")
    }

    /// Throws unless the folder at `path` is missing, empty, or holds only
    /// files its `.mfs-manifest` lists: a folder a build wrote, which may be
    /// removed or replaced by `what` without losing anyone's file.
    static func checkReplaceable(_ path: String, as what: String) throws(Diagnostic) {
        let refusal = "refusing to replace '\(path)' with \(what)"
        let entries: [(name: String, kind: PosixFile.Kind)]
        do { entries = try PosixFile.entries(of: path) } catch {
            if error.code == ENOENT { return }
            throw Diagnostic(path: path, message: "\(refusal): cannot read it: \(error.reason)")
        }
        if entries.isEmpty { return }
        guard let manifest = OutputManifest.read(in: path) else {
            throw Diagnostic(path: path, message: "\(refusal): it is not empty and has no \(OutputManifest.name), so mfs build did not write it "
                + "(a site built by mfs before \(OutputManifest.name) existed has none either: delete the folder, then build again)")
        }
        let unlisted: [String]
        do { unlisted = try manifest.unlistedFiles(in: path) } catch {
            throw Diagnostic(path: error.path, message: "\(refusal): cannot read it: \(error.reason)")
        }
        guard let first = unlisted.first else { return }
        let others = unlisted.count == 1 ? "" : unlisted.count == 2 ? " (and 1 other file)" : " (and \(unlisted.count - 1) other files)"
        throw Diagnostic(path: path + "/" + first, message: "\(refusal): '\(first)'\(others) is not a file mfs build wrote "
            + "(\(path)/\(OutputManifest.name) does not list it); move it out of the folder, then build again")
    }

    /// An error writing the site into `output` as a diagnostic: a refusal as
    /// it is, any other error as "cannot write the site" with the file and
    /// the system's reason when it has them.
    static func writeDiagnostic(_ error: any Error, output: String) -> Diagnostic {
        if let diagnostic = error as? Diagnostic { return diagnostic }
        let reason: String
        if let failure = error as? PosixFile.Failure {
            reason = failure.description
        } else if let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            let file = (error as NSError).userInfo[NSFilePathErrorKey] as? String
            reason = PosixFile.Failure(file ?? output, code: Int32(underlying.code)).description
        } else {
            reason = "\(error)"
        }
        return Diagnostic(path: output, message: "cannot write the site: \(reason)")
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
        guard errno == EINVAL || errno == ENOTSUP else { throw PosixFile.Failure(url.path) }
        let old = sibling("old", getpid())
        try fileManager.moveItem(at: url, to: old)
        try fileManager.moveItem(at: staging, to: url)
        Self.remove(old)
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
                Self.remove(parent.appendingPathComponent(name))
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
