import Foundation

/// Writes the files of a site into a folder, the files on all cores.
enum OutputFiles {
    /// Writes `files` (contents by path relative to `folder`), creating the
    /// folders they need. A file already there is replaced by a new file, never
    /// rewritten in place, so hard links to it elsewhere keep their contents.
    static func write(_ files: [(path: String, contents: String)], into folder: URL) throws {
        try createFolders(for: files.map(\.path), in: folder)
        let failures = Parallel.map(files.count) { index -> (any Error)? in
            let file = folder.appendingPathComponent(files[index].path)
            unlink(file.path)
            do {
                try Data(files[index].contents.utf8).write(to: file)
                return nil
            } catch {
                return error
            }
        }
        if let failure = failures.lazy.compactMap({ $0 }).first { throw failure }
    }

    /// Creates the parent folders of `paths` (relative to `folder`), each once.
    static func createFolders(for paths: some Sequence<String>, in folder: URL) throws {
        var created = Set<String>()
        for path in paths {
            guard let slash = path.lastIndex(of: "/") else { continue }
            let parent = String(path[..<slash])
            if created.insert(parent).inserted {
                try FileManager.default.createDirectory(at: folder.appendingPathComponent(parent), withIntermediateDirectories: true)
            }
        }
    }
}
