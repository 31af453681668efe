import Foundation
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// The output folder of an `IncrementalSiteBuilder`, replaced as a whole on
/// every publish, at a cost that grows with what changed, not with the site.
///
/// Each publish completes a staging folder and swaps it with the output in
/// one step (`OutputDirectory.swapIn`), so the output is always the old site or the new
/// one. The folder swapped out is kept beside the output as
/// `.<name>.previous` and becomes the next staging folder: it is two
/// generations behind, so only the files changed in those two generations are
/// rewritten (new files, never in place), files the output already holds are
/// hard-linked from it, and files gone are removed. When the spare folder or
/// the output is not what this object left there (first publish, another
/// build replaced the output), a fresh staging folder is written in full.
///
/// Not thread-safe: its owner serialises calls.
final class GenerationalOutput {
    let directory: OutputDirectory
    /// The spare folder beside the output.
    let spare: URL

    private struct Published {
        var generation: Int
        var paths: Set<String>
        var identity: FileIdentity
    }

    private var generation = 0
    /// Per output path: the generation its current contents were first published in, and their hash.
    private var versions: [String: (generation: Int, hash: Int)] = [:]
    private var live: Published?
    private var spareState: Published?

    init(directory: OutputDirectory) {
        self.directory = directory
        spare = directory.url.deletingLastPathComponent().appendingPathComponent(".\(directory.url.lastPathComponent).previous")
    }

    /// Whether the output folder is still the one this object last published:
    /// when it is not, `publish` MUST be given every file of the site.
    var isIntact: Bool {
        guard let live else { return false }
        return FileIdentity(path: directory.url.path) == live.identity
    }

    /// Publishes the site made of `paths` (relative to the output), where
    /// `files` holds the contents of the files that may have changed; every
    /// other path keeps the contents it has in the output. `assets` is copied
    /// into `assets/` when a staging folder is written in full.
    func publish(_ files: [String: String], paths: Set<String>, assets: URL) throws {
        let next = generation + 1
        var versions = self.versions.filter { paths.contains($0.key) }
        for (path, contents) in files {
            let hash = contents.hashValue
            if versions[path]?.hash != hash { versions[path] = (next, hash) }
        }
        let intact = isIntact
        let changed: [(path: String, contents: String)]
        var links: [String] = []
        if intact, let spareState, FileIdentity(path: spare.path) == spareState.identity {
            let stale = paths.filter { !spareState.paths.contains($0) || versions[$0]!.generation > spareState.generation }
            changed = stale.compactMap { path in versions[path]!.generation == next ? (path, files[path]!) : nil }
            links = stale.filter { versions[$0]!.generation < next }
            self.spareState = nil
            for path in spareState.paths.subtracting(paths) {
                let file = spare.appendingPathComponent(path)
                unlink(file.path)
                rmdir(file.deletingLastPathComponent().path)
            }
        } else {
            try directory.checkReplaceable(with: paths)
            try? FileManager.default.removeItem(at: spare)
            spareState = nil
            try FileManager.default.createDirectory(at: spare, withIntermediateDirectories: true)
            try OutputDirectory.copyAssets(assets, into: spare)
            changed = paths.compactMap { path in files[path].map { (path, $0) } }
            links = intact ? paths.filter { files[$0] == nil } : []
        }
        try OutputFiles.write(changed, into: spare)
        try OutputFiles.createFolders(for: links, in: spare)
        for path in links {
            let target = spare.appendingPathComponent(path).path
            unlink(target)
            guard link(directory.url.appendingPathComponent(path).path, target) == 0 else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: target])
            }
        }
        let previous = intact ? live : nil
        try directory.swapIn(spare)
        generation = next
        self.versions = versions
        live = FileIdentity(path: directory.url.path).map { Published(generation: next, paths: paths, identity: $0) }
        if let previous, let identity = FileIdentity(path: spare.path) {
            spareState = Published(generation: previous.generation, paths: previous.paths, identity: identity)
        } else {
            try? FileManager.default.removeItem(at: spare)
        }
    }
}
