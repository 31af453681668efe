import Foundation

/// Writes the files of a site into a folder, the files on all cores.
enum OutputFiles {
    /// Writes `files` (contents by path relative to `folder`), creating the
    /// folders they need. A file already there is replaced by a new file, never
    /// rewritten in place, so hard links to it elsewhere keep their contents.
    static func write(_ files: [(path: String, contents: String)], into folder: URL) throws {
        let failures = Parallel.map(files.count) { index -> (any Error)? in
            do {
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
    static func write(_ contents: String, at path: String, in folder: URL, isNew: Bool = false) throws {
        let file = folder.path + "/" + path
        if isNew, let slash = file.lastIndex(of: "/") { try makeFolder(file[..<slash]) }
        try create(file, with: contents)
    }

    /// Writes `contents` into a new file at `path`, straight from the string's
    /// UTF-8 storage. What was there is unlinked and missing folders are made
    /// only when the first `open` says so: in a fresh folder, a file costs one
    /// `open`, its writes and a `close`.
    private static func create(_ path: String, with contents: String) throws {
        let flags = O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC
        var descriptor = open(path, flags, 0o644)
        if descriptor < 0 && (errno == EEXIST || errno == ENOENT) {
            if errno == EEXIST {
                unlink(path)
            } else if let slash = path.lastIndex(of: "/") {
                try makeFolder(path[..<slash])
            }
            descriptor = open(path, flags, 0o644)
        }
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

    /// Makes `folder` and the folders above it that are missing; one that
    /// exists already, or that another thread makes meanwhile, is fine.
    private static func makeFolder(_ folder: Substring) throws {
        if mkdir(String(folder), 0o755) == 0 || errno == EEXIST { return }
        guard errno == ENOENT, let slash = folder.lastIndex(of: "/") else { throw failure(String(folder)) }
        try makeFolder(folder[..<slash])
        guard mkdir(String(folder), 0o755) == 0 || errno == EEXIST else { throw failure(String(folder)) }
    }

    /// The error of a failed write to `path`, with `errno` as its reason.
    private static func failure(_ path: String) -> CocoaError {
        CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path, NSUnderlyingErrorKey: POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)])
    }

    /// Creates the parent folders of `paths` (relative to `folder`), each once.
    static func createFolders(for paths: some Sequence<String>, in folder: URL) throws {
        let root = folder.path
        var created = Set<String>()
        for path in paths {
            guard let slash = path.lastIndex(of: "/") else { continue }
            let parent = root + "/" + path[..<slash]
            if created.insert(parent).inserted { try makeFolder(parent[...]) }
        }
    }
}
