extension SourceFile {
    /// The stamp of every file below `folder`, read recursively, by path
    /// (none when it does not exist): a change of one, or a file added or
    /// removed, changes the result.
    static func stamps(below folder: String) -> [String: Stamp] {
        var stamps: [String: Stamp] = [:]
        var folders = [folder]
        while let folder = folders.popLast() {
            for (name, kind) in (try? PosixFile.entries(of: folder)) ?? [] {
                let path = folder + "/" + name
                if kind == .folder { folders.append(path) } else { stamps[path] = (try? PosixFile.regularFileStatus(path)).map(Stamp.init) }
            }
        }
        return stamps
    }
}
