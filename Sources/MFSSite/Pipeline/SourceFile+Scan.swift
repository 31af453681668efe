#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

extension SourceFile {
    /// Every Markdown file (`*.md`, the extension in any letter case) of the
    /// language folders of `contentDirectory`, by language then file name.
    /// The languages are those of `languages` (`SiteLanguages`): when
    /// configured (`site.yaml`'s), each MUST have a folder.
    /// Reads only folders and inodes: cheap.
    ///
    /// Nothing is skipped silently; each of these is a diagnostic, all of
    /// them thrown together: an empty content folder, or one with no
    /// language folder; a Markdown file at the content root; a folder at the
    /// root that holds Markdown files and is no language folder of the site
    /// (`Content/fr/` without a strings file); a language folder of a
    /// language not in `languages`, one that is missing, has no page or
    /// cannot be read; a section (a folder of pages below a language folder,
    /// `collect`) without an index page (unless the default language's
    /// section has one, shown untranslated: `Page.fallbacks`), nested too
    /// deep or whose name makes no URL; a page entry that
    /// is not a readable regular file; a file name that makes no page URL
    /// (`pageURLProblem`); two pages with one URL; and a symbolic link (a
    /// page, a section or a language folder) whose target is missing or
    /// outside the content folder. Symbolic links to files and folders inside
    /// the content folder are followed. Pages come language by language, in
    /// each section its pages by file name, then its subsections'. Entries
    /// whose name starts with `.`, `site.yaml`, `static/` (`StaticFiles`), `strings/` (`SiteLanguage`) and
    /// other files are not pages: they are left to what reads them.
    static func scan(_ contentDirectory: String, languages: SiteLanguages) throws(BuildFailure) -> [SourceFile] {
        var files: [SourceFile] = []
        var diagnostics = rootDiagnostics(contentDirectory, languages: languages)
        var root: String?
        var found = false
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
        for code in languages.known {
            let folder = join(contentDirectory, code)
            let entries: [(name: String, kind: PosixFile.Kind)]
            let language: SiteLanguage
            do throws(Diagnostic) {
                guard let kind = try languageFolderKind(folder) else {
                    guard !languages.configured || languages.language(code) == nil else {
                        throw Diagnostic(path: folder, message: "the language '\(code)' of \(SiteConfig.fileName) has no folder: "
                            + "add its pages there (\(folder)/index.md), or remove '\(code)' from its languages")
                    }
                    continue
                }
                found = true
                guard let siteLanguage = languages.language(code) else {
                    throw Diagnostic(path: folder, message: "the language folder is not among the languages of \(SiteConfig.fileName) "
                        + "(\(languages.all.map(\.code).joined(separator: ", "))): add '\(code)' there, or move the folder away")
                }
                language = siteLanguage
                if kind == .symbolicLink { try checkLink(folder, "language folder") }
                do { entries = try PosixFile.entries(of: folder) } catch {
                    throw Diagnostic(path: folder, message: "cannot read the language folder: \(error.reason)")
                }
            } catch {
                diagnostics.append(error)
                continue
            }
            if firstMarkdown(below: folder) == nil {
                diagnostics.append(Diagnostic(path: folder, message: "the language folder has no pages: add \(folder)/index.md, "
                    + (languages.configured ? "or remove '\(code)' from the languages of \(SiteConfig.fileName)" : "or remove the folder")))
            }
            let defaultFolder = languages.all.first.flatMap { $0 == language ? nil : join(contentDirectory, $0.code) }
            collect(language: language, folder: folder, entries: entries, prefix: "", defaultFolder: defaultFolder, files: &files,
                    diagnostics: &diagnostics, checkLink: checkLink)
        }
        if !found && diagnostics.isEmpty {
            diagnostics.append(Diagnostic(path: contentDirectory, message: "the content folder has no language folder: "
                + "a site's pages lie in a folder per language (\(join(contentDirectory, languages.exampleCode))/index.md)"))
        }
        diagnostics += urlCollisions(files)
        guard diagnostics.isEmpty else { throw BuildFailure(diagnostics) }
        return files
    }

    /// Whether the file name `name` is a Markdown page's: it ends in `.md`, in any letter case.
    static func isMarkdown(_ name: some StringProtocol) -> Bool {
        name.utf8.count >= 3 && name.suffix(3).lowercased() == ".md"
    }

    /// `name` in the folder `folder`.
    static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// The diagnostics of the content root's entries: none at all (beside
    /// hidden ones), a Markdown file, and a folder that holds Markdown files
    /// but is not the folder of a language with a strings file.
    private static func rootDiagnostics(_ contentDirectory: String, languages: SiteLanguages) -> [Diagnostic] {
        let entries: [(name: String, kind: PosixFile.Kind)]
        do { entries = try PosixFile.entries(of: contentDirectory).filter { !$0.name.hasPrefix(".") } } catch {
            return [Diagnostic(path: contentDirectory, message: "cannot read the content folder: \(error.reason)")]
        }
        let example = join(contentDirectory, languages.exampleCode) + "/index.md"
        guard !entries.isEmpty else {
            return [Diagnostic(path: contentDirectory, message: "the content folder is empty: a site's pages lie in a folder per language (\(example))")]
        }
        var diagnostics: [Diagnostic] = []
        for (name, kind) in entries.sorted(by: { $0.name < $1.name }) 
            where !languages.known.contains(name) && name != StaticFiles.folderName && name != SiteLanguage.folderName {
            let path = join(contentDirectory, name)
            if isMarkdown(name) {
                diagnostics.append(Diagnostic(path: path, message: "a page at the root of the content folder belongs to no language: "
                    + "move it into a language folder (\(example))"))
            } else if kind != .file, let page = firstMarkdown(below: path) {
                diagnostics.append(Diagnostic(path: path, message: "the folder holds pages (\(page)), but '\(name)' is no language folder: "
                    + "pages lie in the folder of their language, one of \(languages.known.joined(separator: ", ")); "
                    + "for another language, add its strings file \(join(join(contentDirectory, SiteLanguage.folderName), name)).yaml"))
            }
        }
        return diagnostics
    }

    /// The path below `folder` of its first Markdown file (by name, folders
    /// walked depth first), or `nil`; a folder that cannot be read holds none.
    private static func firstMarkdown(below folder: String) -> String? {
        guard let entries = try? PosixFile.entries(of: folder) else { return nil }
        for (name, kind) in entries.sorted(by: { $0.name < $1.name }) {
            if isMarkdown(name) { return name }
            if kind == .folder || kind == .symbolicLink, let inner = firstMarkdown(below: folder + "/" + name) { return name + "/" + inner }
        }
        return nil
    }

    /// Adds the pages of the section `folder` (whose `entries` are given; a
    /// language folder is the section of `prefix` "") to `files`, their slugs
    /// starting with `prefix` (`guides/`), then those of its subsections: the
    /// subfolders that hold Markdown files at any depth (others, such as
    /// `images/`, are not sections; hidden ones are skipped). A subsection
    /// MUST have an index page (`index.md`, its title the section's) and a
    /// name that makes a URL, and lie at most `maxSectionDepth` folders below
    /// the language folder; a diagnostic for each that does not, and for each
    /// page that cannot be read. A subsection without an index page is
    /// allowed when the same section of the default language's folder
    /// `defaultFolder` (`nil` for the default language itself) has one.
    private static func collect(language: SiteLanguage, folder: String, entries: [(name: String, kind: PosixFile.Kind)], prefix: String,
                                defaultFolder: String?, files: inout [SourceFile], diagnostics: inout [Diagnostic],
                                checkLink: (String, String) throws(Diagnostic) -> Void) {
        let sorted = entries.sorted { $0.name != $1.name ? $0.name < $1.name : $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
        for (name, kind) in sorted where isMarkdown(name) {
            let path = folder + "/" + name, slug = prefix + name.dropLast(3)
            do throws(Diagnostic) {
                if let problem = pageURLProblem(String(name.dropLast(3))) {
                    throw Diagnostic(path: path, line: 1, column: 1, message: "'\(name)' makes no page URL: \(problem)")
                }
                if kind == .symbolicLink { try checkLink(path, "page") }
                files.append(SourceFile(language: language, slug: slug, path: path, stamp: try stamp(path)))
            } catch {
                diagnostics.append(error)
            }
        }
        let depth = prefix.utf8.count(where: { $0 == UInt8(ascii: "/") }) + 1
        for (name, kind) in sorted where (kind == .folder || kind == .symbolicLink) && !name.hasPrefix(".") && !isMarkdown(name) {
            let path = folder + "/" + name
            guard firstMarkdown(below: path) != nil else { continue }
            let inner: [(name: String, kind: PosixFile.Kind)]
            do throws(Diagnostic) {
                if let problem = pageURLProblem(name) {
                    throw Diagnostic(path: path, message: "the section's folder name makes no URL: \(problem)")
                }
                guard depth <= maxSectionDepth else {
                    throw Diagnostic(path: path, message: "the section lies \(depth) folders below its language folder, and sections nest at most "
                        + "\(maxSectionDepth) deep: move its pages up")
                }
                if kind == .symbolicLink { try checkLink(path, "section folder") }
                do { inner = try PosixFile.entries(of: path) } catch {
                    throw Diagnostic(path: path, message: "cannot read the section folder: \(error.reason)")
                }
                let defaultEntries = defaultFolder.flatMap { try? PosixFile.entries(of: $0 + "/" + prefix + name) } ?? []
                guard hasIndexPage(inner) || hasIndexPage(defaultEntries) else {
                    throw Diagnostic(path: path, message: "the folder of pages is a section, and a section needs an index page: "
                        + "add \(path)/index.md, whose title is the section's title")
                }
            } catch {
                diagnostics.append(error)
                continue
            }
            collect(language: language, folder: path, entries: inner, prefix: prefix + name + "/", defaultFolder: defaultFolder, files: &files,
                    diagnostics: &diagnostics, checkLink: checkLink)
        }
    }

    /// Whether the folder `entries` hold an index page (`index.md`, `.md` in any letter case).
    private static func hasIndexPage(_ entries: [(name: String, kind: PosixFile.Kind)]) -> Bool {
        entries.contains { isMarkdown($0.name) && $0.name.dropLast(3) == "index" }
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
        do { return Stamp(try PosixFile.regularFileStatus(path)) } catch {
            throw Diagnostic(path: path, line: 1, column: 1, message: "cannot read the page: \(error.reason)")
        }
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
                : Array(file.slug.utf8) == Array(other.slug.utf8) ? " (the two names differ only in the letter case of '.md')"
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

extension SourceFile.Stamp {
    /// The stamp of a file whose status is `info`.
    init(_ info: stat) {
        self.init(size: Int(info.st_size), modified: Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec),
                  inode: UInt64(info.st_ino))
    }
}
