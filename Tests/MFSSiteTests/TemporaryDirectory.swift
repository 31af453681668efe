import Foundation

/// A fresh folder under the system's temporary directory, removed by `remove()`.
struct TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("mfs-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func path(_ component: String) -> String { url.appendingPathComponent(component).path }

    /// Writes `contents` to `relativePath`, creating folders.
    func write(_ relativePath: String, _ contents: String) throws {
        let file = url.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: file)
    }

    func read(_ relativePath: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(relativePath), encoding: .utf8)
    }

    /// Copies the test fixture folder `name` into this directory as `destination`.
    func copyFixture(_ name: String, to destination: String) throws {
        let source = Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: nil)!
        try FileManager.default.copyItem(at: source, to: url.appendingPathComponent(destination))
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
