extension CopiedFile {
    /// Every file below the folder `root`, sorted by output path: the file
    /// `root/a/b` is copied to `prefix + "a/b"`. A symbolic link is followed
    /// when it resolves to a regular file inside the folder `inside` (named
    /// `insideName` in diagnostics); anything else that is not a folder or a
    /// regular file (a FIFO, a link out of `inside`), and a folder that cannot
    /// be read, is a diagnostic (`what` names the files in it: "the static
    /// file"), all of them thrown together.
    static func tree(at root: String, prefix: String = "", inside: String, insideName: String = "the content folder",
                     what: String) throws(BuildFailure) -> [CopiedFile] {
        var files: [CopiedFile] = []
        var diagnostics: [Diagnostic] = []
        var folders = [""]
        while let folder = folders.popLast() {
            let entries: [(name: String, kind: PosixFile.Kind)]
            do { entries = try PosixFile.entries(of: root + folder) } catch {
                diagnostics.append(Diagnostic(path: root + folder, message: "cannot read the folder: \(error.reason)"))
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
                    let stamp = try stamp(of: source, inside: inside, rootName: insideName) { Diagnostic(path: source, message: "cannot publish \(what): \($0)") }
                    files.append(CopiedFile(source: source, path: prefix + relative, stamp: stamp))
                } catch {
                    diagnostics.append(error)
                }
            }
        }
        guard diagnostics.isEmpty else { throw BuildFailure(diagnostics) }
        return files.sorted { $0.path < $1.path }
    }
}
