import Foundation
import Testing
import MFSSite
import TestSupport

/// Snowball's JavaScript stemmers come from Debian's `sphinx-common`: a build
/// copies those of the site's languages unchanged, and stops, writing
/// nothing, when they are missing.
@Suite struct StemmerScriptsTests {
    @Test func aBuildCopiesTheStemmersOfSphinxCommonUnchanged() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("Content/ru/index.md", "---\ntitle: T\n---\n\nText.\n")
        try folder.write("Content/en/index.md", "---\ntitle: T\n---\n\nText.\n")
        _ = try SiteBuilder(contentDirectory: folder.path("Content"), outputDirectory: folder.path("Public")).build()
        let scripts = "/usr/share/sphinx/search/minified-js/"
        let sources = ["base-stemmer.js": scripts + "base-stemmer.js", "copyright": "/usr/share/doc/sphinx-common/copyright",
                       "porter-stemmer.js": scripts + "porter-stemmer.js", "russian-stemmer.js": scripts + "russian-stemmer.js"]
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("Public/assets/snowball")).sorted() == sources.keys.sorted())
        for (name, source) in sources {
            #expect(FileManager.default.contents(atPath: folder.path("Public/assets/snowball/" + name)) == FileManager.default.contents(atPath: source), "\(name)")
        }
    }

    @Test func withoutTheStemmersTheBuildStopsAndLeavesThePreviousOutput() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("Content/ru/index.md", "---\ntitle: T\n---\n\nText.\n")
        func build(scripts: String?) throws -> (status: Int32, errors: String) {
            try BuiltMFS.build(folder, environment: scripts.map { ["MFS_STEMMER_SCRIPTS": $0] } ?? [:])
        }
        #expect(try build(scripts: nil) == (0, ""))
        let before = try FileManager.default.subpathsOfDirectory(atPath: folder.path("Public")).sorted()
        let page = try folder.read("Public/ru/index.html")
        try folder.write("Content/ru/index.md", "---\ntitle: T\n---\n\nOther text.\n")
        let missing = folder.path("missing")
        #expect(try build(scripts: missing) == (1, "\(missing)/base-stemmer.js: error: Snowball's JavaScript stemmers not found; install Debian's sphinx-common (make deps)\n"))
        #expect(try FileManager.default.subpathsOfDirectory(atPath: folder.path("Public")).sorted() == before)
        #expect(try folder.read("Public/ru/index.html") == page)
    }
}
