import Foundation
@testable import MFSSite
import Testing
import TestSupport

/// What `SiteScreenLibrary` leaves in its cache folder, `.mfs-build/screens/`:
/// a compile into a library that is there already (another process's, of the
/// same sources), and the pruning of old libraries after compiles.
@Suite struct SiteScreenLibraryTests {
    /// The fixture `own-screen` as `Content/` in `folder`, and its library compiled against the built `mfs`.
    static func library(in folder: TemporaryDirectory) throws -> SiteScreenLibrary {
        try folder.copyFixture("own-screen", to: "Content")
        return SiteScreenLibrary(contentDirectory: folder.path("Content"), executablePath: try BuiltMFS.url().path)
    }

    static func listing(_ library: SiteScreenLibrary) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: library.cacheFolder).sorted()
    }

    /// Two compiles of the same sources, the second finding the first's library
    /// where it renames its own (as a second process does): both succeed, no
    /// work folder stays, and the library runs.
    @Test func aCompileIntoALibraryThatIsThereAlreadyReplacesIt() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let library = try Self.library(in: folder)
        let sources = library.swiftFiles(), key = try library.cacheKey(sources)
        let destination = library.cacheFolder + "/libSiteScreens-\(key).so"
        try library.compile(sources, key: key, into: destination)
        try library.compile(sources, key: key, into: destination)
        #expect(try Self.listing(library) == ["ModuleCache", "libSiteScreens-\(key).so"])
        // The library runs (in `mfs`, whose symbols it uses): the probe passes and marks it.
        try library.probe(destination, sources: sources)
        #expect(try Self.listing(library) == ["ModuleCache", "libSiteScreens-\(key).so", "libSiteScreens-\(key).so.probed"])
    }

    /// Five versions of the screens, each compiled and tried out: the newest
    /// three libraries and their probe marks stay; a work folder of an older
    /// mfs goes with its library; files mfs did not name so stay (a folder
    /// named like a key, with a file of its own in it, too).
    @Test func compilesKeepTheNewestThreeLibrariesAndNoForeignFile() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let library = try Self.library(in: folder)
        try FileManager.default.createDirectory(atPath: library.cacheFolder + "/beef", withIntermediateDirectories: true)
        for foreign in ["beef/a.txt", "libSiteScreens-1.so.bak", "cafe", "libSiteScreens-draft.so"] {
            try Data("mine".utf8).write(to: URL(fileURLWithPath: library.cacheFolder + "/" + foreign))
        }
        let screen = folder.path("Content/screens/BadgeScreen.swift")
        let source = try String(contentsOfFile: screen, encoding: .utf8)
        var libraries: [String] = []
        for version in 1...5 {
            try (source + "// version \(version)\n").write(toFile: screen, atomically: true, encoding: .utf8)
            let compiled = try #require(try library.compiled())
            libraries.append(URL(fileURLWithPath: compiled.library).lastPathComponent)
            if version == 1 {
                // A work folder as mfs wrote them before it removed them after the compile.
                let key = libraries[0].dropFirst("libSiteScreens-".count).dropLast(".so".count)
                try FileManager.default.createDirectory(atPath: library.cacheFolder + "/\(key)", withIntermediateDirectories: true)
                try Data().write(to: URL(fileURLWithPath: library.cacheFolder + "/\(key)/SiteScreens.o"))
            }
        }
        #expect(Set(libraries).count == 5)
        #expect(try Self.listing(library) == (["ModuleCache", "cafe", "libSiteScreens-1.so.bak", "beef", "libSiteScreens-draft.so"]
            + libraries.suffix(3).flatMap { [$0, $0 + ".probed"] }).sorted())
        #expect(try FileManager.default.contentsOfDirectory(atPath: library.cacheFolder + "/beef") == ["a.txt"])
    }
}
