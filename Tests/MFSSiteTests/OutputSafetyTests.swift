import Foundation
import Testing
@testable import MFSSite
import TestSupport

/// The build never writes outside its output directory and refuses outputs it
/// must never replace. Refusals are checked on `OutputDirectory` itself, which
/// decides before anything is written, so a broken check cannot harm the machine.
@Suite struct OutputSafetyTests {
    func refusal(_ output: String, content: String) -> String? {
        do {
            _ = try OutputDirectory(path: output, content: URL(fileURLWithPath: content))
            return nil
        } catch {
            return error.description
        }
    }

    @Test func refusesTheRootTheHomeFolderAndTheFoldersAroundTheContent() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("Content/ru/index.md", "")
        let content = folder.path("Content")
        let home = FileManager.default.homeDirectoryForCurrentUser.path
        #expect(refusal("/", content: content) == "/: error: refusing to replace '/' with the site: it is the file system root")
        #expect(refusal(home, content: content) == "\(home): error: refusing to replace '\(home)' with the site: it is the home folder")
        #expect(refusal(content, content: content) == "\(content): error: refusing to replace '\(content)' with the site: it is the content folder")
        #expect(refusal(content + "/../Content/", content: content)?.hasSuffix("it is the content folder") == true)
        #expect(refusal(content + "/ru", content: content)?.hasSuffix("it is inside the content folder") == true)
        #expect(refusal(folder.url.path, content: content)?.hasSuffix("it is a folder that holds the content folder") == true)
        let parent = FileManager.default.currentDirectoryPath + "/.."
        #expect(refusal(parent, content: content)?.hasSuffix("it is a folder that holds the current folder") == true)
        #expect(refusal(folder.path("Public"), content: content) == nil)
    }

    @Test func refusesAProjectRootAFileAndASymlinkToTheContent() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("Content/ru/index.md", "")
        try folder.write("package/Package.swift", "")
        try folder.write("repository/.git/HEAD", "")
        try folder.write("file.html", "")
        try FileManager.default.createSymbolicLink(atPath: folder.path("link"), withDestinationPath: folder.path("Content"))
        let content = folder.path("Content")
        #expect(refusal(folder.path("package"), content: content)?.hasSuffix("it is a project root (it has Package.swift)") == true)
        #expect(refusal(folder.path("repository"), content: content)?.hasSuffix("it is a project root (it has .git)") == true)
        #expect(refusal(folder.path("file.html"), content: content)?.hasSuffix("it is a file") == true)
        #expect(refusal(folder.path("link"), content: content)?.hasSuffix("it is the content folder") == true)
    }

    @Test func aRefusedBuildIsAOneLineErrorAndWritesNothing() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("Content/ru/index.md", "---\ntitle: T\n---\n\nText.\n")
        try folder.write("Sources/main.swift", "print(1)")
        do {
            _ = try SiteBuilder(contentDirectory: folder.path("Content"), outputDirectory: folder.path("Sources")).build()
            Issue.record("the build should fail")
        } catch {
            #expect(error.description == "\(folder.path("Sources")): error: refusing to replace '\(folder.path("Sources"))' with the site: it is not empty and has no .mfs-manifest, "
                + "so mfs build did not write it (a site built by mfs before .mfs-manifest existed has none either: delete the folder, then build again)")
        }
        #expect(try folder.read("Sources/main.swift") == "print(1)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("Sources")) == ["main.swift"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == ["Content", "Sources"])
    }

    @Test(arguments: ["../evil.html", "ru/../../evil.html", "/tmp/evil.html", "", "./../evil.html"])
    func neverWritesAFileOutsideTheOutput(path: String) throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let output = try OutputDirectory(path: folder.path("out/Public"), content: folder.url.appendingPathComponent("Content"))
        #expect(throws: Diagnostic.self) { try output.stage(["index.html", path]) }
        #expect(!FileManager.default.fileExists(atPath: folder.path("evil.html")))
        #expect(!FileManager.default.fileExists(atPath: folder.path("out/evil.html")))
        #expect(!FileManager.default.fileExists(atPath: "/tmp/evil.html"))
        #expect(!FileManager.default.fileExists(atPath: folder.path("out")))
    }

    @Test func relativePathsThatStayInside() {
        #expect(OutputDirectory.staysInside("index.html"))
        #expect(OutputDirectory.staysInside("ru/cells/index.html"))
        #expect(OutputDirectory.staysInside("ru/../es/index.html"))
        #expect(OutputDirectory.staysInside("./ru//index.html"))
        #expect(!OutputDirectory.staysInside("ru/../../index.html"))
        #expect(!OutputDirectory.staysInside("/index.html"))
        #expect(!OutputDirectory.staysInside(".."))
        #expect(!OutputDirectory.staysInside(""))
    }

    @Test func aBuildWritesOnlyItsOutputFolder() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("Content/ru/index.md", "---\ntitle: T\n---\n\nText.\n")
        let before = try FileManager.default.contentsOfDirectory(atPath: folder.path("Content/ru"))
        for _ in 1...2 {
            _ = try SiteBuilder(contentDirectory: folder.path("Content"), outputDirectory: folder.path("Public")).build()
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == ["Content", "Public"])
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("Content/ru")) == before)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("Public")).sorted()
                == [".mfs-manifest", "404.html", "assets", "index.html", "ru", "sitemap.xml"])
        }
    }
}
