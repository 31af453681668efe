import Foundation
import Testing
import TestSupport

/// A build that may not write the output folder or its parent stops before
/// it writes anything, and leaves nothing behind; what a build left behind
/// is removed by the next one even where a folder of it was made read-only.
/// Runs the real `mfs` without privileges (`unprivilegedBuild`), since root
/// writes any folder whatever its mode.
@Suite struct OutputPermissionTests {
    static let page = "---\ntitle: T\n---\n\nText.\n"

    /// The names in `out/`, hidden ones among them, sorted.
    func outputs(_ folder: TemporaryDirectory) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path("out")).sorted()
    }

    func setMode(_ mode: Int, _ folder: TemporaryDirectory, _ path: String) throws {
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: folder.path(path))
    }

    @Test func aReadOnlyOutputFolderIsAnErrorAndIsLeftAsItWas() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("Content/ru/index.md", Self.page)
        #expect(try folder.unprivilegedBuild() == (0, ""))
        try setMode(0o555, folder, "out/Public")
        defer { try? setMode(0o755, folder, "out/Public") }
        try folder.write("Content/ru/index.md", "---\ntitle: T\n---\n\nNew text.\n")
        #expect(try folder.unprivilegedBuild()
            == (1, "\(folder.path("out/Public")): error: cannot write the site: the folder is not writable: Permission denied\n"))
        #expect(try outputs(folder) == ["Public"])
        #expect(try folder.read("out/Public/ru/index.html").contains("<p>Text.</p>"))
    }

    @Test func aReadOnlyParentFolderIsAnError() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("Content/ru/index.md", Self.page)
        try FileManager.default.createDirectory(atPath: folder.path("out"), withIntermediateDirectories: false)
        try setMode(0o555, folder, "out")
        defer { try? setMode(0o755, folder, "out") }
        #expect(try folder.unprivilegedBuild()
            == (1, "\(folder.path("out")): error: cannot write the site: the folder is not writable: Permission denied\n"))
        #expect(try outputs(folder) == [])
    }

    /// An output that is a symbolic link is replaced, not written into: a
    /// read-only folder it leads to does not stop the build, and is left as it is.
    @Test func anOutputLinkToAReadOnlyFolderIsReplaced() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("Content/ru/index.md", Self.page)
        #expect(try folder.unprivilegedBuild() == (0, ""))
        try FileManager.default.moveItem(atPath: folder.path("out/Public"), toPath: folder.path("out/site"))
        try folder.link("out/Public", to: "site")
        try setMode(0o555, folder, "out/site")
        defer { try? setMode(0o755, folder, "out/site") }
        #expect(try folder.unprivilegedBuild() == (0, ""))
        #expect(try outputs(folder) == ["Public", "site"])
        #expect(try FileManager.default.attributesOfItem(atPath: folder.path("out/Public"))[.type] as? FileAttributeType == .typeDirectory)
        #expect(FileManager.default.fileExists(atPath: folder.path("out/site/ru/index.html")))
    }

    /// The old output is removed after the swap even when a folder of it was made read-only.
    @Test func anOldOutputWithAReadOnlyFolderIsRemoved() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("Content/ru/index.md", Self.page)
        #expect(try folder.unprivilegedBuild() == (0, ""))
        try setMode(0o555, folder, "out/Public/ru")
        #expect(try folder.unprivilegedBuild() == (0, ""))
        #expect(try outputs(folder) == ["Public"])
    }

    /// A killed build's staging folder (here, a whole site the build wrote),
    /// read-only at the top and inside, is removed by the next build.
    @Test func aReadOnlyLeftoverOfAKilledBuildIsRemoved() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("Content/ru/index.md", Self.page)
        #expect(try folder.unprivilegedBuild() == (0, ""))
        let leftover = "out/.Public.staging-\(Int32.max)"
        try FileManager.default.moveItem(atPath: folder.path("out/Public"), toPath: folder.path(leftover))
        try setMode(0o555, folder, leftover + "/ru")
        try setMode(0o555, folder, leftover)
        defer { try? setMode(0o755, folder, leftover); try? setMode(0o755, folder, leftover + "/ru") }
        #expect(try folder.unprivilegedBuild() == (0, ""))
        #expect(try outputs(folder) == ["Public"])
    }
}
