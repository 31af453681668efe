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
        var files: [CopiedFile] = []
        var diagnostics: [Diagnostic] = []
        var folders = [""]
        while let folder = folders.popLast() {
            let entries: [(name: String, kind: PosixFile.Kind)]
            do { entries = try PosixFile.entries(of: root + folder) } catch {
                diagnostics.append(Diagnostic(path: root + folder, message: "cannot read the static folder: \(error.reason)"))
                continue
            }
            for (name, kind) in entries.sorted(by: { $0.name < $1.name }) {
                let relative = folder.isEmpty ? name : String(folder.dropFirst()) + "/" + name
                if kind == .folder {
                    folders.append(folder + "/" + name)
                    continue
                }
                let source = root + "/" + relative
                do throws(Diagnostic) {
                    let stamp = try CopiedFile.stamp(of: source, inside: contentDirectory) { Diagnostic(path: source, message: "cannot publish the static file: \($0)") }
                    files.append(CopiedFile(source: source, path: relative, stamp: stamp))
                } catch {
                    diagnostics.append(error)
                }
            }
        }
        guard diagnostics.isEmpty else { throw BuildFailure(diagnostics) }
        return files.sorted { $0.path < $1.path }
    }
}
