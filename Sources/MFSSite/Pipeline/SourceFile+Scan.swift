#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import MFSScreens

extension SourceFile {
    /// Every `*.md` file of the folders of `languages` in `contentDirectory`,
    /// by language then file name. Reads only folders and inodes: cheap. The
    /// folder of a language not in `languages` is a diagnostic.
    ///
    /// Nothing is skipped silently: a language folder that exists but cannot
    /// be read, a `.md` entry that is not a readable regular file, a file name
    /// that makes no page URL (`pageURLProblem`), two pages with one URL, and
    /// a symbolic link (a page or a language folder) whose target is missing
    /// or outside the content folder are diagnostics, all of them thrown
    /// together. Symbolic links to files and folders inside the content folder
    /// are followed.
    static func scan(_ contentDirectory: String, languages: [Language] = Language.allCases) throws(BuildFailure) -> [SourceFile] {
        var files: [SourceFile] = []
        var diagnostics: [Diagnostic] = []
        var root: String?
        /// Throws unless the symbolic link at `path` leads to something inside the content folder.
        func checkLink(_ path: String, _ what: String) throws(Diagnostic) {
            let target: String
            do { target = try PosixFile.resolved(path) } catch {
                throw Diagnostic(path: path, message: "cannot read the \(what): it is a symbolic link, and its target cannot be reached: \(error.reason)")
            }
            if root == nil { root = (try? PosixFile.resolved(contentDirectory)) ?? contentDirectory }
            guard let root, target == root || target.hasPrefix(root == "/" ? "/" : root + "/") else {
                throw Diagnostic(path: path, message: "refusing to publish the \(what): it is a symbolic link to '\(target)', outside the content folder "
                    + "(only links to files and folders inside it are followed)")
            }
        }
        for language in Language.allCases {
            let folder = contentDirectory.hasSuffix("/") ? contentDirectory + language.rawValue
                : contentDirectory + "/" + language.rawValue
            let entries: [(name: String, kind: PosixFile.Kind)]
            do throws(Diagnostic) {
                guard let kind = try languageFolderKind(folder) else { continue }
                guard languages.contains(language) else {
                    throw Diagnostic(path: folder, message: "the language folder is not among the languages of \(SiteConfig.fileName) "
                        + "(\(languages.map(\.rawValue).joined(separator: ", "))): add '\(language.rawValue)' there, or move the folder away")
                }
                if kind == .symbolicLink { try checkLink(folder, "language folder") }
                do { entries = try PosixFile.entries(of: folder) } catch {
                    throw Diagnostic(path: folder, message: "cannot read the language folder: \(error.reason)")
                }
            } catch {
                diagnostics.append(error)
                continue
            }
            let pages = entries.filter { $0.name.hasSuffix(".md") }
                .sorted { $0.name != $1.name ? $0.name < $1.name : $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
            for (name, kind) in pages {
                let path = folder + "/" + name, slug = String(name.dropLast(3))
                do throws(Diagnostic) {
                    if let problem = pageURLProblem(slug) {
                        throw Diagnostic(path: path, line: 1, column: 1, message: "'\(name)' makes no page URL: \(problem)")
                    }
                    if kind == .symbolicLink { try checkLink(path, "page") }
                    files.append(SourceFile(language: language, slug: slug, path: path, stamp: try stamp(path)))
                } catch {
                    diagnostics.append(error)
                }
            }
        }
        diagnostics += urlCollisions(files)
        guard diagnostics.isEmpty else { throw BuildFailure(diagnostics) }
        return files
    }

    /// What is at the language folder `folder`: `nil` when nothing is (the
    /// site has no such language); throws when it is not a folder or a link.
    private static func languageFolderKind(_ folder: String) throws(Diagnostic) -> PosixFile.Kind? {
        var info = stat()
        guard lstat(folder, &info) == 0 else {
            if errno == ENOENT { return nil }
            throw Diagnostic(path: folder, message: "cannot read the language folder: \(PosixFile.Failure(folder).reason)")
        }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .folder
        case S_IFLNK: return .symbolicLink
        default: throw Diagnostic(path: folder, message: "cannot read the language folder: it is not a folder")
        }
    }

    /// The stamp of the page file at `path` (a link followed); throws unless it is a regular file.
    private static func stamp(_ path: String) throws(Diagnostic) -> Stamp {
        let info: stat
        do { info = try PosixFile.regularFileStatus(path) } catch {
            throw Diagnostic(path: path, message: "cannot read the page: \(error.reason)")
        }
        return Stamp(size: Int(info.st_size),
                     modified: Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec),
                     inode: UInt64(info.st_ino))
    }

    /// Why the file name `slug` (without `.md`) cannot be a page's URL
    /// folder, or `nil` when it can: it MUST NOT be empty or start with `.`
    /// (`.md`, `..md`, `...md` would be the language's own folder or its
    /// parent; hidden names are not served), and MUST NOT hold a control
    /// character or one of `#`, `?`, `%`, `\`, which a URL path cannot carry as
    /// they are.
    static func pageURLProblem(_ slug: String) -> String? {
        if slug.isEmpty { return "there is no name before '.md'" }
        if slug.hasPrefix(".") { return "a page's file name must not start with '.'" }
        for scalar in slug.unicodeScalars {
            if scalar.value < 0x20 || scalar.value == 0x7F { return "its name has a control character" }
            if "#?%\\".unicodeScalars.contains(scalar) { return "its name has '\(scalar)', which a URL path cannot carry as it is" }
        }
        return nil
    }

    /// A diagnostic at each page of `files` whose URL is another's: the same
    /// output path (names that are the same text, as names in different
    /// Unicode normalization forms are), or a folder that is another page's
    /// file (`index.html.md` beside `index.md`). Each names both files.
    static func urlCollisions(_ files: [SourceFile]) -> [Diagnostic] {
        var owners: [String: SourceFile] = [:]
        var diagnostics: [Diagnostic] = []
        for file in files {
            guard let other = owners[file.outputPath] else {
                owners[file.outputPath] = file
                continue
            }
            let forms = Array(file.path.utf8) == Array(other.path.utf8) ? ""
                : " (the two names are the same text in different Unicode normalization forms)"
            diagnostics.append(Diagnostic(path: file.path, line: 1, column: 1,
                                          message: "the page's URL \(file.outputFolder) is also the URL of \(other.path)\(forms); rename one of them"))
        }
        for file in files {
            guard let other = owners[String(file.outputFolder.dropLast())] else { continue }
            diagnostics.append(Diagnostic(path: file.path, line: 1, column: 1,
                                          message: "the page would be written at \(file.outputPath), but \(other.outputPath) is the page of \(other.path); rename one of them"))
        }
        return diagnostics
    }
}
