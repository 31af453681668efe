import Foundation

/// A fresh folder under the system's temporary directory for one test, removed
/// by `remove()`. Shared by the test targets that write files.
public struct TemporaryDirectory: Sendable {
    public let url: URL

    public init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("mfs-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    public func path(_ component: String) -> String { url.appendingPathComponent(component).path }

    /// Writes `contents` to `relativePath`, creating folders.
    public func write(_ relativePath: String, _ contents: String) throws {
        let file = url.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: file)
    }

    public func read(_ relativePath: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(relativePath), encoding: .utf8)
    }

    /// A symbolic link at `relativePath` whose target is `destination`, as written.
    public func link(_ relativePath: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path(relativePath), withDestinationPath: destination)
    }

    /// Copies the folder `source` (a test target's fixture) into this directory as `destination`.
    public func copy(_ source: URL, to destination: String) throws {
        try FileManager.default.copyItem(at: source, to: url.appendingPathComponent(destination))
    }

    public func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
