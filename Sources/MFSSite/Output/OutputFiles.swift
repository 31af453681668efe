import Foundation
import MFS

/// Writes the files of a site into a folder, the files on all cores.
enum OutputFiles {
    /// Writes `files` (contents by path relative to `folder`), creating the
    /// folders they need. A file already there is replaced by a new file, never
    /// rewritten in place, so hard links to it elsewhere keep their contents.
    static func write(_ files: [(path: String, contents: String)], into folder: URL) throws(PosixFile.Failure) {
        let failures = Parallel.map(files.count) { index -> PosixFile.Failure? in
            do throws(PosixFile.Failure) {
                try write(files[index].contents, at: files[index].path, in: folder)
                return nil
            } catch {
                return error
            }
        }
        if let failure = failures.lazy.compactMap({ $0 }).first { throw failure }
    }

    /// Writes one file, `contents` at `path` relative to `folder`, like
    /// `write(_:into:)`. In a folder being filled from empty (`isNew`), the
    /// file's own folder is made first, where `open` would only fail to find it.
    static func write(_ contents: String, at path: String, in folder: URL, isNew: Bool = false) throws(PosixFile.Failure) {
        try PosixFile.create(prepare(path, in: folder, isNew: isNew), with: contents, makeFolder: makeFolder)
    }

    /// Writes `bytes` at `path` relative to `folder`, like `write(_:at:in:isNew:)`.
    static func write(_ bytes: [UInt8], at path: String, in folder: URL, isNew: Bool = false) throws(PosixFile.Failure) {
        try PosixFile.create(prepare(path, in: folder, isNew: isNew), with: bytes, makeFolder: makeFolder)
    }

    /// The full path of `path` in `folder`; with `isNew`, its folder made.
    private static func prepare(_ path: String, in folder: URL, isNew: Bool) throws(PosixFile.Failure) -> String {
        let file = folder.path + "/" + path
        if isNew, let slash = file.lastIndex(of: "/") { try makeFolder(file[..<slash]) }
        return file
    }

    /// Makes `folder` and the folders above it that are missing; one that
    /// exists already, or that another thread makes meanwhile, is fine.
    private static func makeFolder(_ folder: Substring) throws(PosixFile.Failure) {
        if mkdir(String(folder), 0o755) == 0 || errno == EEXIST { return }
        guard errno == ENOENT, let slash = folder.lastIndex(of: "/") else { throw PosixFile.Failure(String(folder)) }
        try makeFolder(folder[..<slash])
        guard mkdir(String(folder), 0o755) == 0 || errno == EEXIST else { throw PosixFile.Failure(String(folder)) }
    }

    /// Creates the parent folders of `paths` (relative to `folder`), each once.
    static func createFolders(for paths: some Sequence<String>, in folder: URL) throws(PosixFile.Failure) {
        let root = folder.path
        var created = Set<String>()
        for path in paths {
            guard let slash = path.lastIndex(of: "/") else { continue }
            let parent = root + "/" + path[..<slash]
            if created.insert(parent).inserted { try makeFolder(parent[...]) }
        }
    }
}
