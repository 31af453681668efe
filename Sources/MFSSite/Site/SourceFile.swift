#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import MFSScreens

/// A content page's file: `Content/<lang>/<slug>.md`, with the stamp its
/// changes are detected by.
struct SourceFile: Hashable, Sendable {
    var language: Language
    var slug: String
    /// The path as diagnostics print it (`Content/ru/cells.md`).
    var path: String
    var stamp: Stamp
    /// The page's key among the site's pages: `ru/cells.md`.
    let key: String

    init(language: Language, slug: String, path: String, stamp: Stamp) {
        self.language = language
        self.slug = slug
        self.path = path
        self.stamp = stamp
        key = "\(language.rawValue)/\(slug).md"
    }

    /// What `stat` says of a file: it changed if any of these did.
    struct Stamp: Hashable, Sendable {
        var size: Int
        var modified: Int
        var inode: UInt64
    }

    /// Every `*.md` file of every language folder of `contentDirectory`, by
    /// language then file name. Reads only directories and inodes: cheap.
    static func scan(_ contentDirectory: String) -> [SourceFile] {
        var files: [SourceFile] = []
        for language in Language.allCases {
            let folder = contentDirectory.hasSuffix("/") ? contentDirectory + language.rawValue
                : contentDirectory + "/" + language.rawValue
            guard let directory = opendir(folder) else { continue }
            var names: [String] = []
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
                if name.hasSuffix(".md") { names.append(name) }
            }
            closedir(directory)
            for name in names.sorted() {
                let path = folder + "/" + name
                var info = stat()
                guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
                let stamp = Stamp(size: Int(info.st_size),
                                  modified: Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec),
                                  inode: UInt64(info.st_ino))
                files.append(SourceFile(language: language, slug: String(name.dropLast(3)), path: path, stamp: stamp))
            }
        }
        return files
    }
}
