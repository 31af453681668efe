import Foundation
import MFSText

/// The files a build copies into `assets/`: every file of the theme's assets
/// folder and of the content folder's overrides of them (`Theme+Overrides.swift`), the Inter files the engine measures text with in
/// `assets/fonts/`, so that the browser draws with the very same font
/// (style.css loads them), and Snowball's JavaScript stemmers in
/// `assets/snowball/` (`StemmerScripts`). Listed once per pipeline; immutable.
struct SiteAssets: Sendable {
    /// Each file's source and its path in the output (`assets/style.css`).
    let files: [(source: String, path: String)]

    /// The files of `theme`'s assets folder and of its overrides (folders,
    /// read recursively; an override replaces the theme's file of the same
    /// path), the fonts and the Snowball scripts of `stemmers` (algorithms);
    /// a missing font or stemmer is a diagnostic naming it, and so is an
    /// override that is not a regular file inside `contentDirectory` (a
    /// symbolic link out of it).
    init(theme: Theme, contentDirectory: String, stemmers: [String]) throws(Diagnostic) {
        var byPath: [String: String] = [:]
        for (source, path) in try Self.walk(theme.assetsDirectory.path) { byPath[path] = source }
        if let overrides = theme.assetOverrides {
            for (source, path) in try Self.walk(overrides) {
                _ = try CopiedFile.stamp(of: source, inside: contentDirectory) { Diagnostic(path: source, message: "cannot publish the theme override: \($0)") }
                byPath[path] = source
            }
        }
        var files = byPath.map { (source: $0.value, path: $0.key) }
        for font in try Self.fontFiles() {
            files.append((font.path, "assets/fonts/" + font.lastPathComponent))
        }
        files += try StemmerScripts.files(stemmers: stemmers)
        self.files = files.sorted { $0.path < $1.path }
    }

    /// Every file below `root`, read recursively, with its path in the output (`assets/images/logo.svg`).
    private static func walk(_ root: String) throws(Diagnostic) -> [(source: String, path: String)] {
        var files: [(source: String, path: String)] = []
        var folders = [""]
        while let folder = folders.popLast() {
            let entries: [(name: String, kind: PosixFile.Kind)]
            do { entries = try PosixFile.entries(of: root + folder) } catch {
                throw Diagnostic(path: error.path, message: "cannot read the theme's assets: \(error.reason)")
            }
            for (name, kind) in entries where !name.hasPrefix(".") {
                if kind == .folder { folders.append(folder + "/" + name) } else { files.append((root + folder + "/" + name, "assets" + folder + "/" + name)) }
            }
        }
        return files
    }

    /// The Inter files and their licence; a missing one is a diagnostic naming it.
    static func fontFiles() throws(Diagnostic) -> [URL] {
        do {
            return try InterFontFiles.all()
        } catch FontFileError.missing(let path) {
            throw Diagnostic(path: path, message: "font file not found; it is one of the mfs build's resources: rebuild mfs (make site)")
        } catch {
            throw Diagnostic(path: InterFontFiles.directory.path, message: "\(error)")
        }
    }

    /// The output paths of the files.
    var paths: [String] { files.map(\.path) }

    /// Copies the files into `folder`, byte by byte into new files of the
    /// current user (mode 0644): never `FileManager.copyItem`, which also
    /// copies the owner and fails when the theme or the fonts belong to
    /// another user.
    func copy(into folder: URL) throws(PosixFile.Failure) {
        for file in files {
            try OutputFiles.write(PosixFile.read(file.source), at: file.path, in: folder)
        }
    }
}
