import Foundation
@testable import MFSSite
import Testing
import TestSupport

/// What `SiteScreenLibrary` leaves in its cache folder, `.mfs-build/screens/`:
/// a compile into a library that is there already (another process's, of the
/// same sources).
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
}
