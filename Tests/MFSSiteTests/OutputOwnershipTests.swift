import Foundation
import Testing
import MFSSite
import TestSupport

/// A build replaces only a folder a build wrote: a missing or empty one, or
/// one whose every file the `.mfs-manifest` of that build lists. Anything
/// else is refused with one error naming what is in the way, and left exactly
/// as it was, by `SiteBuilder` and by the development server's
/// `IncrementalSiteBuilder` alike.
@Suite struct OutputOwnershipTests {
    static let page = "---\ntitle: T\n---\n\nText.\n"
    static let manifest = """
        # mfs build manifest: the files mfs build wrote in this folder, one a line; mfs build replaces the folder only while it holds no other file
        404.html
        assets/copy.js
        assets/favicon.svg
        assets/fonts/Inter-Bold.woff2
        assets/fonts/Inter-Medium.woff2
        assets/fonts/Inter-Regular.woff2
        assets/fonts/Inter-SemiBold.woff2
        assets/fonts/OFL.txt
        assets/images/avatar0.svg
        assets/images/avatar1.svg
        assets/images/avatar2.svg
        assets/images/avatar3.svg
        assets/images/gallery.svg
        assets/images/logo.svg
        assets/images/photo0.svg
        assets/images/photo1.svg
        assets/images/photo2.svg
        assets/images/photo3.svg
        assets/images/photo4.svg
        assets/images/photo5.svg
        assets/inspect.js
        assets/search-engine.js
        assets/search.js
        assets/snowball/base-stemmer.js
        assets/snowball/copyright
        assets/snowball/russian-stemmer.js
        assets/style.css
        assets/tabs.js
        assets/theme.js
        index.html
        ru/index.html
        ru/search-index.js
        ru/search/index.html
        sitemap.xml

        """

    /// A folder with a one-page `Content/`.
    func site() throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        try folder.write("Content/ru/index.md", Self.page)
        return folder
    }

    /// Every file below `name` in `folder` with its contents, by relative path.
    func files(_ folder: TemporaryDirectory, _ name: String) -> [String: Data] {
        var files: [String: Data] = [:]
        for case let path as String in FileManager.default.enumerator(atPath: folder.path(name)) ?? .init() {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder.path(name + "/" + path), isDirectory: &isFolder), !isFolder.boolValue { files[path] = FileManager.default.contents(atPath: folder.path(name + "/" + path)) }
        }
        return files
    }

    func build(_ folder: TemporaryDirectory, into output: String) -> String? {
        do {
            _ = try SiteBuilder(contentDirectory: folder.path("Content"), outputDirectory: folder.path(output)).build()
            return nil
        } catch {
            return error.description
        }
    }

    /// Expects the build into `output` to fail with `message` and to leave `output` as it was.
    func expectRefusal(_ folder: TemporaryDirectory, into output: String, _ message: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let before = files(folder, output)
        #expect(build(folder, into: output) == message, sourceLocation: sourceLocation)
        #expect(files(folder, output) == before, sourceLocation: sourceLocation)
    }

    @Test func aFolderWithAnIndexAndSomeoneElsesFileIsRefusedAndLeftAsItIs() throws {
        let folder = try site()
        defer { folder.remove() }
        try folder.write("d/index.html", "x\n")
        try folder.write("d/thesis.tex", "precious\n")
        let output = folder.path("d")
        expectRefusal(folder, into: "d", "\(output): error: refusing to replace '\(output)' with the site: it is not empty and has no .mfs-manifest, "
            + "so mfs build did not write it (a site built by mfs before .mfs-manifest existed has none either: delete the folder, then build again)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == ["Content", "d"])
    }

    @Test func aSiteBuiltBeforeTheManifestIsRefusedWithWhatToDo() throws {
        let folder = try site()
        defer { folder.remove() }
        _ = build(folder, into: "Public")
        try FileManager.default.removeItem(atPath: folder.path("Public/.mfs-manifest"))
        let before = files(folder, "Public")
        #expect(build(folder, into: "Public")?.hasSuffix("(a site built by mfs before .mfs-manifest existed has none either: delete the folder, then build again)") == true)
        #expect(files(folder, "Public") == before)
        try FileManager.default.removeItem(atPath: folder.path("Public"))
        #expect(build(folder, into: "Public") == nil)
    }

    @Test func theManifestListsEveryFileTheBuildWroteAndAnEmptyFolderIsBuiltInto() throws {
        let folder = try site()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.path("Public"), withIntermediateDirectories: false)
        #expect(build(folder, into: "Public") == nil)
        #expect(try folder.read("Public/.mfs-manifest") == Self.manifest)
        let listed = Set(Self.manifest.split(separator: "\n").dropFirst().map(String.init))
        #expect(Set(files(folder, "Public").keys) == listed.union([".mfs-manifest"]))
        #expect(build(folder, into: "Public") == nil)
    }

    @Test func filesAddedToABuiltSiteAreRefusedByName() throws {
        let folder = try site()
        defer { folder.remove() }
        #expect(build(folder, into: "Public") == nil)
        try folder.write("Public/ru/notes.txt", "mine\n")
        try folder.write("Public/thesis.tex", "precious\n")
        let output = folder.path("Public")
        expectRefusal(folder, into: "Public", "\(output)/ru/notes.txt: error: refusing to replace '\(output)' with the site: 'ru/notes.txt' "
            + "(and 1 other file) is not a file mfs build wrote (\(output)/.mfs-manifest does not list it); move it out of the folder, then build again")
        try FileManager.default.removeItem(atPath: folder.path("Public/ru/notes.txt"))
        #expect(build(folder, into: "Public")?.hasPrefix("\(output)/thesis.tex: error: refusing to replace '\(output)' with the site: 'thesis.tex' is not") == true)
    }

    @Test func theDevelopmentServerRefusesAFolderItDidNotWrite() throws {
        let folder = try site()
        defer { folder.remove() }
        try folder.write("Public/index.html", "x\n")
        try folder.write("Public/thesis.tex", "precious\n")
        let builder = IncrementalSiteBuilder(contentDirectory: folder.path("Content"), outputDirectory: folder.path("Public"))
        #expect(throws: BuildFailure.self) { try builder.build() }
        #expect(try folder.read("Public/thesis.tex") == "precious\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("Public")).sorted() == ["index.html", "thesis.tex"])
    }

    /// While the server runs, a file added to its output moves with the
    /// output to the spare folder and back, and is never removed: a server
    /// started later refuses to replace either folder, naming the file.
    @Test func aFileAddedWhileServingIsNeverDeleted() throws {
        let folder = try site()
        defer { folder.remove() }
        let builder = IncrementalSiteBuilder(contentDirectory: folder.path("Content"), outputDirectory: folder.path("Public"))
        _ = try builder.build()
        _ = try builder.build()
        try folder.write("Public/thesis.tex", "precious\n")
        for edit in 1...3 {
            try folder.write("Content/ru/index.md", Self.page + "Edit \(edit).\n")
            _ = try builder.build()
            try folder.write("Content/ru/page\(edit).md", Self.page)
            _ = try builder.build()
        }
        let places = ["Public", ".Public.previous"].filter { FileManager.default.fileExists(atPath: folder.path($0 + "/thesis.tex")) }
        #expect(places.count == 1)
        let place = try #require(places.first)
        #expect(try folder.read(place + "/thesis.tex") == "precious\n")
        let restarted = IncrementalSiteBuilder(contentDirectory: folder.path("Content"), outputDirectory: folder.path("Public"))
        do {
            _ = try restarted.build()
            Issue.record("the build should fail")
        } catch {
            #expect(error.description.hasPrefix(folder.path(place + "/thesis.tex") + ": error: refusing to replace '\(folder.path(place))' with "))
        }
        #expect(try folder.read(place + "/thesis.tex") == "precious\n")
    }

    /// A publish that fails while it writes the spare folder (here, after it
    /// wrote `ru/also/`) leaves a folder whose manifest, written first, lists
    /// what is in it: the next publish replaces it, where a folder holding
    /// files its manifest does not list would be refused for ever. The
    /// failure is one plain line with the system's reason.
    @Test func aPublishThatFailedHalfwayDoesNotBlockTheNext() throws {
        let folder = try site()
        defer { folder.remove() }
        let builder = IncrementalSiteBuilder(contentDirectory: folder.path("Content"), outputDirectory: folder.path("Public"))
        _ = try builder.build()
        _ = try builder.build()
        try folder.write("Content/ru/also.md", Self.page)
        try folder.write("Content/ru/new.md", Self.page)
        let blocker = folder.path(".Public.previous/ru/new/index.html")
        try FileManager.default.createDirectory(atPath: blocker, withIntermediateDirectories: true)
        do {
            _ = try builder.build()
            Issue.record("the build should fail")
        } catch {
            #expect(error.description == "\(folder.path("Public")): error: cannot write the site: \(blocker): File exists")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path("Public/ru/new")))
        _ = try builder.build()
        #expect(try folder.read("Public/ru/new/index.html").contains("<title>"))
        _ = try IncrementalSiteBuilder(contentDirectory: folder.path("Content"), outputDirectory: folder.path("Public")).build()
    }
}
