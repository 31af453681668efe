import Foundation

/// A file of the content folder that a build copies into the output as it
/// is: an image or file a page refers to (`PageAsset`), or a file of
/// `static/` (`StaticFiles`).
public struct CopiedFile: Hashable, Sendable {
    /// The path as diagnostics print it (`Content/ru/images/scheme.png`), which the copy reads.
    public var source: String
    /// The path in the output (`ru/images/scheme.png`).
    public var path: String
    /// The source's `stat` when it was found: a change of it is a change of the file.
    var stamp: SourceFile.Stamp

    /// Copies the file into `folder` at `path`, byte by byte into a new file (`OutputFiles`).
    func copy(into folder: URL) throws(PosixFile.Failure) {
        try OutputFiles.write(PosixFile.read(source), at: path, in: folder)
    }

    /// The stamp of the file at `source`, which MUST resolve, every symbolic
    /// link followed, to a regular file inside the folder `root` (`rootName`
    /// names it in the reason), and its path below `root` MUST hold no control
    /// character (the output's `.mfs-manifest` lists a path a line); otherwise
    /// `failure` of the reason, a clause ("it is a folder, not a file").
    static func stamp(of source: String, inside root: String, rootName: String = "the content folder",
                      failure: (String) -> Diagnostic) throws(Diagnostic) -> SourceFile.Stamp {
        let name = source.hasPrefix(root) ? source.dropFirst(root.count) : source[...]
        if name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            throw failure("its name has a control character, which the list of the files a build wrote (.mfs-manifest, a path a line) "
                + "cannot hold; rename it")
        }
        do { _ = try InputFile.resolved(source, inside: root, rootName: rootName) } catch {
            throw error.diagnostic(unreadable: failure)
        }
        do { return SourceFile.Stamp(try PosixFile.regularFileStatus(source)) } catch { throw failure(error.reason) }
    }

    /// Whether the file at `source` still has the stamp it was found with.
    var isCurrent: Bool {
        (try? PosixFile.regularFileStatus(source)).map(SourceFile.Stamp.init) == stamp
    }
}
