import Foundation

/// A fresh folder under the system's temporary directory for one test; `remove()` deletes it.
struct ScratchFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("mfs-server-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func path(_ relativePath: String) -> String { url.appendingPathComponent(relativePath).path }

    /// Writes `contents` to `relativePath`, creating folders.
    func write(_ relativePath: String, _ contents: String) throws {
        let file = url.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: file)
    }

    /// A symbolic link at `relativePath` whose target is `destination`, as written.
    func link(_ relativePath: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path(relativePath), withDestinationPath: destination)
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
