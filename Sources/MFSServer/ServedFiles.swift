import Foundation
import MFS
import MFSSite

/// The built site as the server sees it: resolves checked request paths to
/// files inside the output folder and keeps every file served since the last
/// build in memory (bytes, type, validators; pages with the reload script).
///
/// Only files a build by mfs wrote are served: those the folder's
/// `.mfs-manifest` lists (read once per build); a folder without one serves
/// nothing. Nothing outside the output folder is ever read: each path is
/// resolved with `realpath` (following symbolic links) and must stay under the
/// folder's own real path. Directories answer with their `index.html`; there
/// are no listings.
///
/// Thread safety: every method MAY be called from any thread at once.
final class ServedFiles: Sendable {
    /// What a path names.
    enum Lookup: Sendable {
        case file(ServedFile)
        /// A directory with an `index.html`, asked for without its trailing `/`.
        case directory
        case missing
    }

    let root: String
    private let state: PthreadMutex<State>

    /// What the server knows of the build it serves.
    private struct State {
        /// The files read since the last build, by request key.
        var cache: [String: ServedFile] = [:]
        var generation: BuildStamp
        /// The files the build's `.mfs-manifest` lists; nil until read.
        var built: Set<String>?
    }

    /// Serves `root` (which MAY not exist yet); `generation` names the build it holds.
    init(root: String, generation: BuildStamp) {
        self.root = root
        state = PthreadMutex(State(generation: generation))
    }

    /// The build the cached files belong to.
    var currentGeneration: BuildStamp { state.withLock { $0.generation } }

    /// Forgets every cached file, after a build replaced the folder; returns the new generation.
    func invalidate() -> BuildStamp {
        state.withLock { state in
            state.cache.removeAll()
            state.built = nil
            state.generation = state.generation.next()
            return state.generation
        }
    }

    /// The file `segments` names (`index.html` for a directory path).
    func lookup(_ segments: [String], isDirectory: Bool) -> Lookup {
        let key = segments.joined(separator: "/") + (isDirectory ? "/" : "")
        let (cached, generation, known) = state.withLock { ($0.cache[key], $0.generation, $0.built) }
        if let cached { return .file(cached) }
        let built = known ?? builtFiles(of: generation)
        let index = (segments + ["index.html"]).joined(separator: "/")

        switch resolve(segments, isDirectory: isDirectory) {
        case .directory: return built.contains(index) ? .directory : .missing
        case .missing: return .missing
        case .file(let path):
            guard built.contains(isDirectory ? index : segments.joined(separator: "/")) else { return .missing }
            guard let file = load(path, generation: generation) else { return .missing }
            // A build may have replaced the folder while this file was read: keep only current files.
            state.withLock { state in
                if state.generation == generation { state.cache[key] = file }
            }
            return .file(file)
        }
    }

    /// The site's `404.html`, if it has one.
    func notFoundPage() -> ServedFile? {
        if case .file(let file) = lookup(["404.html"], isDirectory: false) { return file }
        return nil
    }

    /// The files the folder's `.mfs-manifest` lists (none without one), kept while `generation` is served.
    private func builtFiles(of generation: BuildStamp) -> Set<String> {
        let built = OutputOwnership.builtFiles(in: root) ?? []
        state.withLock { state in
            if state.generation == generation { state.built = built }
        }
        return built
    }

    private enum Resolution {
        case file(String)
        case directory
        case missing
    }

    private func resolve(_ segments: [String], isDirectory: Bool) -> Resolution {
        guard let root = Self.realPath(root),
              let real = Self.realPath(([root] + segments).joined(separator: "/")),
              Self.isInside(real, root) else { return .missing }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: real, isDirectory: &isFolder) else { return .missing }
        guard isFolder.boolValue else { return isDirectory ? .missing : .file(real) }
        guard let index = Self.realPath(real + "/index.html"), Self.isInside(index, root),
              FileManager.default.fileExists(atPath: index, isDirectory: &isFolder), !isFolder.boolValue else { return .missing }
        return isDirectory ? .file(index) : .directory
    }

    private func load(_ path: String, generation: BuildStamp) -> ServedFile? {
        guard let bytes = FileManager.default.contents(atPath: path),
              let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date else { return nil }
        let type = MediaType.of(path: path)
        let body = MediaType.isHTML(type) ? ReloadScript.inject(into: bytes, generation: generation) : bytes
        return ServedFile(body: body, contentType: type, modified: modified)
    }

    private static func isInside(_ path: String, _ root: String) -> Bool {
        path == root || path.hasPrefix(root == "/" ? "/" : root + "/")
    }

    /// The canonical path with every symbolic link followed; nil when it does not exist.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
