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
/// Only files a build wrote are ever removed. A file someone adds to the
/// output between two publishes is not looked for (that would cost a walk of
/// the whole site per publish): it moves with the output to the spare folder
/// and back, and a publish in full, which checks both folders against their
/// `.mfs-manifest`, refuses to replace either while it is there.
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
    /// other path keeps the contents it has in the output, but `copies`
    /// (every file copied from the content folder, each among `paths`),
    /// copied again when their source's stamp changed. `assets` are copied
    /// when a staging folder is written in full; `paths` MUST include the
    /// site's `.mfs-manifest`, which MUST list `paths` and the assets.
    ///
    /// Before it is replaced, the output MUST hold only files its manifest
    /// lists, and so MUST a spare folder before it is written in full (the
    /// spare is an old output): otherwise this throws a `Diagnostic` naming a
    /// file nobody but the user could have put there, and changes nothing;
    /// so does an output or a parent folder this user may not write
    /// (`OutputDirectory.checkWritable`).
    func publish(_ files: [String: String], copies: [CopiedFile], paths: Set<String>, assets: SiteAssets) throws {
        try directory.checkWritable()
        let next = generation + 1
        var versions = self.versions.filter { paths.contains($0.key) }
        let copied = Dictionary(copies.map { ($0.path, $0) }) { $1 }
        for (path, hash) in files.mapValues(\.utf8Hash).merging(copied.mapValues(\.hashValue), uniquingKeysWith: { $1 })
            where versions[path]?.hash != hash {
            versions[path] = (next, hash)
        }
        let intact = isIntact
        let changed: [String]
        var links: [String] = []
        let inFull: Bool
        if intact, let spareState, FileIdentity(path: spare.path) == spareState.identity {
            let stale = paths.filter { !spareState.paths.contains($0) || versions[$0]!.generation > spareState.generation }
            changed = stale.filter { versions[$0]!.generation == next }
            links = stale.filter { versions[$0]!.generation < next }
            self.spareState = nil
            for path in spareState.paths.subtracting(paths) {
                let file = spare.appendingPathComponent(path)
                unlink(file.path)
                rmdir(file.deletingLastPathComponent().path)
            }
            inFull = false
        } else {
            try directory.checkReplaceable(with: paths)
            try OutputDirectory.checkReplaceable(spare.path, as: "a new site")
            OutputDirectory.remove(spare)
            spareState = nil
            try FileManager.default.createDirectory(at: spare, withIntermediateDirectories: true)
            changed = paths.filter { files[$0] != nil || copied[$0] != nil }
            links = intact ? paths.filter { files[$0] == nil && copied[$0] == nil } : []
            inFull = true
        }
        // The manifest first: a spare folder left half-written holds only files its manifest lists.
        let isManifest = { (path: String) in path == OutputManifest.name }
        let written = changed.compactMap { path in files[path].map { (path: path, contents: $0) } }
        try OutputFiles.write(written.filter { isManifest($0.path) }, into: spare)
        try link(links.filter(isManifest))
        if inFull { try assets.copy(into: spare) }
        try OutputFiles.write(written.filter { !isManifest($0.path) }, into: spare)
        for path in changed { try copied[path]?.copy(into: spare) }
        try link(links.filter { !isManifest($0) })
        let previous = intact ? live : nil
        try directory.swapIn(spare)
        generation = next
        self.versions = versions
        live = FileIdentity(path: directory.url.path).map { Published(generation: next, paths: paths, identity: $0) }
        if let previous, let identity = FileIdentity(path: spare.path) {
            spareState = Published(generation: previous.generation, paths: previous.paths, identity: identity)
        } else {
            OutputDirectory.remove(spare)
        }
    }

    /// Hard-links `paths` from the output into the spare folder, replacing what is there.
    private func link(_ paths: [String]) throws {
        try OutputFiles.createFolders(for: paths, in: spare)
        for path in paths {
            let target = spare.appendingPathComponent(path).path
            unlink(target)
            guard Glibc.link(directory.url.appendingPathComponent(path).path, target) == 0 else { throw PosixFile.Failure(target) }
        }
    }
}
