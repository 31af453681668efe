#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// The POSIX file calls the build reads and writes with (`readdir`, `read`,
/// `write`), with the system's reason in every failure. All of the site's
/// pointer handling for them is here.
enum PosixFile {
    /// A failed call on `path`, with its `errno`.
    struct Failure: Error, CustomStringConvertible {
        var path: String
        var code: Int32
        /// What is wrong, when the system's words for `code` would not say it.
        var detail: String?

        /// The failure of the last call on `path`, from the current `errno`.
        init(_ path: String, code: Int32 = errno, detail: String? = nil) {
            self.path = path
            self.code = code
            self.detail = detail
        }

        /// `detail`, or what the system says of `code` ("Permission denied").
        var reason: String { detail ?? String(cString: strerror(code)) }

        var description: String { "\(path): \(reason)" }
    }

    /// What kind of file a folder entry is, as `readdir` says without a `stat`.
    enum Kind {
        case folder, file, symbolicLink, other
    }

    /// The names in `folder`, `.` and `..` left out, with their kinds; a name
    /// whose kind the file system does not report is looked up with `lstat`.
    static func entries(of folder: String) throws(Failure) -> [(name: String, kind: Kind)] {
        guard let directory = opendir(folder) else { throw Failure(folder) }
        defer { closedir(directory) }
        var entries: [(name: String, kind: Kind)] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
            if name == "." || name == ".." { continue }
            let kind: Kind = switch Int32(entry.pointee.d_type) {
            case Int32(DT_DIR): .folder
            case Int32(DT_REG): .file
            case Int32(DT_LNK): .symbolicLink
            case Int32(DT_UNKNOWN): Self.kind(folder + "/" + name)
            default: .other
            }
            entries.append((name, kind))
        }
        return entries
    }

    /// The kind of what `path` names, not following a symbolic link; `.other` when nothing is there.
    static func kind(_ path: String) -> Kind {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .other }
        return switch info.st_mode & S_IFMT {
        case S_IFDIR: .folder
        case S_IFREG: .file
        case S_IFLNK: .symbolicLink
        default: .other
        }
    }

    /// Whether anything (a dangling symbolic link too) is at `path`: only a
    /// missing entry (`ENOENT`) is not.
    static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 || errno != ENOENT
    }

    /// `path` with every symbolic link resolved, absolute (`realpath`).
    static func resolved(_ path: String) throws(Failure) -> String {
        guard let resolved = realpath(path, nil) else { throw Failure(path) }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The status of the regular file at `path`, a symbolic link followed;
    /// throws when it is anything else, like `read`.
    static func regularFileStatus(_ path: String) throws(Failure) -> stat {
        var info = stat()
        guard stat(path, &info) == 0 else { throw Failure(path) }
        try checkRegular(info, path)
        return info
    }

    /// Throws unless `info` is a regular file's: `EISDIR` for a folder, `EINVAL` for anything else (a FIFO, a device).
    private static func checkRegular(_ info: stat, _ path: String) throws(Failure) {
        switch info.st_mode & S_IFMT {
        case S_IFREG: return
        case S_IFDIR: throw Failure(path, code: EISDIR, detail: "it is a folder, not a file")
        default: throw Failure(path, code: EINVAL, detail: "it is not a regular file")
        }
    }

    /// The bytes of the regular file at `path`; anything else (a folder, a
    /// FIFO) fails with `EISDIR` or `EINVAL`, without waiting for a writer.
    static func read(_ path: String) throws(Failure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw Failure(path) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw Failure(path) }
        try checkRegular(info, path)
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: max(Int(info.st_size) + 1, 4096))
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress!, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw Failure(path) }
            if count == 0 { return bytes }
            bytes += chunk[..<count]
        }
    }

    /// Writes `text` (its UTF-8 storage as it is) into a new file at `path`,
    /// like `create(_:with:makeFolder:)` with bytes.
    static func create(_ path: String, with text: String, makeFolder: (Substring) throws(Failure) -> Void) throws(Failure) {
        var text = text
        let result = text.withUTF8 { bytes in
            Result { () throws(Failure) in try create(path, raw: UnsafeRawBufferPointer(bytes), makeFolder: makeFolder) }
        }
        try result.get()
    }

    /// Writes `bytes` into a new file at `path` (mode 0644); what was there
    /// is unlinked first, never rewritten in place. `makeFolder` is called
    /// with the file's folder when the first `open` says it is missing.
    static func create(_ path: String, with bytes: [UInt8], makeFolder: (Substring) throws(Failure) -> Void) throws(Failure) {
        let result = bytes.withUnsafeBytes { bytes in
            Result { () throws(Failure) in try create(path, raw: bytes, makeFolder: makeFolder) }
        }
        try result.get()
    }

    private static func create(_ path: String, raw bytes: UnsafeRawBufferPointer, makeFolder: (Substring) throws(Failure) -> Void) throws(Failure) {
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
        guard descriptor >= 0 else { throw Failure(path) }
        defer { close(descriptor) }
        var offset = 0
        while offset < bytes.count {
            let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { throw Failure(path) }
            offset += written
        }
    }
}
