import Foundation
import Testing

/// The `mfs` that tests run as `nobody`: a copy of the built `mfs` and of the
/// resource bundles it finds beside itself (the theme, the fonts, the
/// checker's script), made once per test run in a fresh folder under `/tmp`
/// that every user can reach, and removed when the run ends. The build
/// folder itself may sit where `nobody` cannot go: a checkout in root's home
/// folder, or in a `mktemp -d` folder (mode 700).
enum UnprivilegedMFS {
    private static let copy: Result<URL, any Error> = Result { try makeCopy() }

    /// The copied `mfs`.
    static func staged() throws -> URL {
        try copy.get()
    }

    private static func makeCopy() throws -> URL {
        let built = try BuiltMFS.url().deletingLastPathComponent()
        var template = Array("/tmp/mfs-nobody-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        let folder = URL(fileURLWithPath: String(cString: try #require(made, "mkdtemp: \(String(cString: strerror(errno)))")))
        atexit {
            if case let .success(mfs) = UnprivilegedMFS.copy { try? FileManager.default.removeItem(at: mfs.deletingLastPathComponent()) }
        }
        let bundles = try FileManager.default.contentsOfDirectory(atPath: built.path)
            .filter { $0.hasSuffix(".resources") && !$0.hasSuffix("Tests.resources") }
        for name in ["mfs"] + bundles {
            try FileManager.default.copyItem(at: built.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
        shareWithOthers(folder.path)
        return folder.appendingPathComponent("mfs")
    }

    /// Requires every folder from `/` down to `path` to be searchable by others.
    static func requireReachable(_ path: String) throws {
        var folder = URL(fileURLWithPath: path).standardizedFileURL
        while true {
            let mode = try #require(try FileManager.default.attributesOfItem(atPath: folder.path)[.posixPermissions] as? Int)
            try #require(mode & 0o001 != 0, "nobody cannot enter \(folder.path), where the test folders are: set TMPDIR to a folder everyone can reach")
            guard folder.path != "/" else { return }
            folder.deleteLastPathComponent()
        }
    }

    /// Gives group and others, on `path` and everything in it (symbolic
    /// links not followed), the read and search permission its owner has:
    /// what a umask of 022 would have given. What its owner may not read
    /// (a page a test locked with mode 000) stays locked.
    static func shareWithOthers(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT != S_IFLNK else { return }
        let owner = info.st_mode & 0o700
        chmod(path, info.st_mode & 0o7777 | (owner & 0o400 != 0 ? 0o044 : 0) | (owner & 0o100 != 0 ? 0o011 : 0))
        guard info.st_mode & S_IFMT == S_IFDIR else { return }
        for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
            shareWithOthers(path + "/" + name)
        }
    }
}
