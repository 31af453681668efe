/// `static/` in the content folder: files copied to the site's root as they
/// are (`static/CNAME` → `CNAME`, `static/files/guide.pdf` →
/// `files/guide.pdf`), hidden ones (`.well-known/`) included.
enum StaticFiles {
    /// The folder's name in the content folder.
    static let folderName = "static"

    /// Every file below `static/` of `contentDirectory`, by output path; none
    /// when there is no such folder. A symbolic link is followed when it
    /// resolves to a regular file inside the content folder; anything else
    /// that is not a folder or a regular file (a FIFO, a link out of the
    /// content folder), and a folder that cannot be read, is a diagnostic,
    /// all of them thrown together.
    static func scan(_ contentDirectory: String) throws(BuildFailure) -> [CopiedFile] {
        let root = SourceFile.join(contentDirectory, folderName)
        guard PosixFile.exists(root) else { return [] }
        return try CopiedFile.tree(at: root, inside: contentDirectory, what: "the static file")
    }
}
