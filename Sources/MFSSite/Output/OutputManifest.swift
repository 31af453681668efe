/// `.mfs-manifest`, which every build writes at the root of its output: the
/// list of the files it wrote there. It is how a build recognises a folder it
/// may replace: one whose every file the list names. Deterministic: the same
/// site gives the same bytes.
struct OutputManifest {
    /// The manifest's file name in the output.
    static let name = ".mfs-manifest"
    /// The manifest's first line, which also tells a reader what it is.
    static let header = "# mfs build manifest: the files mfs build wrote in this folder, one a line; mfs build replaces the folder only while it holds no other file"

    /// The files, relative to the output; the manifest itself is not among them.
    var paths: Set<String>

    init(paths: some Sequence<String>) {
        self.paths = Set(paths).subtracting([Self.name])
    }

    /// Reads the manifest `text`; `nil` when it is not one.
    init?(parsing text: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true)
        guard lines.first == Substring(Self.header) else { return nil }
        lines.removeFirst()
        paths = Set(lines.map(String.init))
    }

    /// The text of the file: the header, then the paths sorted, one a line.
    var contents: String {
        ([Self.header] + paths.sorted()).joined(separator: "\n") + "\n"
    }

    /// The manifest of the folder at `path`: `nil` when it has none, or one
    /// that is not a regular file or not a manifest.
    static func read(in path: String) -> OutputManifest? {
        let file = path + "/" + name
        guard PosixFile.kind(file) == .file, let bytes = try? PosixFile.read(file),
              let text = String(validating: bytes, as: UTF8.self) else { return nil }
        return OutputManifest(parsing: text)
    }

    /// The files below the folder at `path` (anything but a folder, a symbolic
    /// link included, not followed) that the manifest does not list, sorted.
    /// Folders themselves are not judged: removing an empty one loses nothing.
    func unlistedFiles(in path: String) throws(PosixFile.Failure) -> [String] {
        var unlisted: [String] = []
        var folders = [""]
        while let folder = folders.popLast() {
            for (name, kind) in try PosixFile.entries(of: folder.isEmpty ? path : path + "/" + folder) {
                let relative = folder.isEmpty ? name : folder + "/" + name
                if kind == .folder {
                    folders.append(relative)
                } else if relative != Self.name && !paths.contains(relative) {
                    unlisted.append(relative)
                }
            }
        }
        return unlisted.sorted()
    }
}
