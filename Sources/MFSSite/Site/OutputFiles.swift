import Foundation

/// Writes the files of a site into a folder, the files on all cores.
enum OutputFiles {
    /// Writes `files` (contents by path relative to `folder`), creating the
    /// folders they need. A file already there is replaced by a new file, never
    /// rewritten in place, so hard links to it elsewhere keep their contents.
    static func write(_ files: [(path: String, contents: String)], into folder: URL) throws {
        try createFolders(for: files.map(\.path), in: folder)
        let root = folder.path
        let failures = Parallel.map(files.count) { index -> (any Error)? in
            do {
                try create(root + "/" + files[index].path, with: files[index].contents)
                return nil
            } catch {
                return error
            }
        }
        if let failure = failures.lazy.compactMap({ $0 }).first { throw failure }
    }

    /// Writes `contents` into a new file at `path`, unlinking what was there,
    /// straight from the string's UTF-8 storage.
    private static func create(_ path: String, with contents: String) throws {
        unlink(path)
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure(path) }
        defer { close(descriptor) }
        var contents = contents
        try contents.withUTF8 { bytes throws in
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { throw failure(path) }
                offset += written
            }
        }
    }

    /// The error of a failed write to `path`, with `errno` as its reason.
    private static func failure(_ path: String) -> CocoaError {
        CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path, NSUnderlyingErrorKey: POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)])
    }

    /// Creates the parent folders of `paths` (relative to `folder`), each once:
    /// one `mkdir` when the folder above it exists, as it mostly does.
    static func createFolders(for paths: some Sequence<String>, in folder: URL) throws {
        let root = folder.path
        var created = Set<String>()
        for path in paths {
            guard let slash = path.lastIndex(of: "/") else { continue }
            let parent = String(path[..<slash])
            if created.insert(parent).inserted && mkdir(root + "/" + parent, 0o755) != 0 && errno != EEXIST {
                try FileManager.default.createDirectory(at: folder.appendingPathComponent(parent), withIntermediateDirectories: true)
            }
        }
    }
}
