import Foundation
import Testing
import TestSupport

/// `mfs build --api-reference DIR` (`APIReference`): DocC's static HTML
/// published at `reference/`, linked from every page's footer, refused when it
/// was made for another path or is not DocC's, by the real `mfs`.
@Suite struct APIReferenceTests {
    /// A site of one Russian page, and a DocC output in `docc/` made for the
    /// path `basePath`: the files DocC's static hosting writes that mfs reads
    /// (`index.html`, `documentation/index.html`, `metadata.json`) and a style sheet.
    static func site(basePath: String = "/reference/") throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        try folder.write("Content/site.yaml", "languages: [ru]\n")
        try folder.write("Content/ru/index.md", "---\ntitle: Главная\norder: 0\n---\n\nТекст.\n")
        let page = "<!doctype html><html lang=\"en-US\"><head><meta charset=\"utf-8\"><title>Documentation</title>"
            + "<script>var baseUrl = \"\(basePath)\"</script></head><body></body></html>"
        try folder.write("docc/index.html", page)
        try folder.write("docc/documentation/index.html", page)
        try folder.write("docc/metadata.json", "{\"bundleID\":\"MFS\"}")
        try folder.write("docc/css/index.css", "body { margin: 0 }\n")
        return folder
    }

    static func build(_ folder: TemporaryDirectory, _ extra: [String] = []) throws -> (Int32, String) {
        try BuiltMFS.run(["build", "--content", folder.path("Content"), "--output", folder.path("Public"),
                          "--api-reference", folder.path("docc")] + extra)
    }

    @Test func theReferenceIsCopiedAndEveryFooterLinksIt() throws {
        let folder = try Self.site()
        defer { folder.remove() }
        let (status, errors) = try Self.build(folder)
        #expect(status == 0)
        #expect(errors == "")
        let page = try folder.read("Public/ru/index.html")
        #expect(AuthorSiteTests.excerpt(page, from: "<footer", to: "</footer>") == "<footer class=\"site-footer\"><p>"
            + "Все экраны на этих страницах посчитал движок MFS во время сборки сайта.</p>"
            + "<p><a href=\"../reference/documentation/\">Справочник API для авторов экранов</a></p></footer>")
        for file in ["index.html", "documentation/index.html", "metadata.json", "css/index.css"] {
            #expect(try folder.read("Public/reference/" + file) == folder.read("docc/" + file), "\(file)")
        }
        let manifest = try folder.read("Public/.mfs-manifest").split(separator: "\n").filter { $0.hasPrefix("reference/") }
        #expect(manifest == ["reference/css/index.css", "reference/documentation/index.html", "reference/index.html", "reference/metadata.json"])
    }

    @Test func withoutTheReferenceTheFooterHasNoLink() throws {
        let folder = try Self.site()
        defer { folder.remove() }
        let (status, _) = try BuiltMFS.build(folder)
        #expect(status == 0)
        let page = try folder.read("Public/ru/index.html")
        #expect(AuthorSiteTests.excerpt(page, from: "<footer", to: "</footer>") == "<footer class=\"site-footer\"><p>"
            + "Все экраны на этих страницах посчитал движок MFS во время сборки сайта.</p></footer>")
        #expect(!FileManager.default.fileExists(atPath: folder.path("Public/reference")))
    }

    @Test func aReferenceMadeForAnotherPathIsALocatedErrorAndLosesNothing() throws {
        let folder = try Self.site()
        defer { folder.remove() }
        #expect(try Self.build(folder).0 == 0)
        let before = try folder.read("Public/ru/index.html")
        let (status, errors) = try Self.build(folder, ["--base-url", "https://example.org/mfs/"])
        #expect(status == 1)
        #expect(errors == "\(folder.path("docc"))/index.html:1:99: error: DocC made this reference to be served at /reference/, "
            + "but this site serves it at /mfs/reference/; make it again for the site's base URL (make reference BASE_URL=URL)\n")
        #expect(try folder.read("Public/ru/index.html") == before)
    }

    @Test func theReferenceOfASitePathIsAccepted() throws {
        let folder = try Self.site(basePath: "/mfs/reference/")
        defer { folder.remove() }
        let (status, errors) = try Self.build(folder, ["--base-url", "https://example.org/mfs"])
        #expect(errors == "")
        #expect(status == 0)
    }

    @Test func aFolderThatIsNotDocCsIsRefused() throws {
        let folder = try Self.site()
        defer { folder.remove() }
        try FileManager.default.removeItem(atPath: folder.path("docc/documentation"))
        let (status, errors) = try Self.build(folder)
        #expect(status == 1)
        #expect(errors == "\(folder.path("docc")): error: no index.html and documentation/index.html: not DocC's static HTML "
            + "(docc convert --transform-for-static-hosting, or make reference, writes them)\n")
        let missing = try BuiltMFS.run(["build", "--content", folder.path("Content"), "--output", folder.path("Public"),
                                        "--api-reference", folder.path("nowhere")])
        #expect(missing.0 == 1)
        #expect(missing.1 == "\(folder.path("nowhere")): error: the API reference is not a folder; make reference writes it\n")
        let empty = try BuiltMFS.run(["build", "--content", folder.path("Content"), "--output", folder.path("Public"), "--api-reference", ""])
        #expect(empty.0 == 1)
        #expect(empty.1 == "--api-reference: error: the folder's path is empty; make reference writes the folder .build/reference\n")
    }

    @Test func aLinkOutOfTheReferenceIsNotPublished() throws {
        let folder = try Self.site()
        defer { folder.remove() }
        try folder.link("docc/css/passwd.css", to: "/etc/passwd")
        let (status, errors) = try Self.build(folder)
        #expect(status == 1)
        #expect(errors == "\(folder.path("docc/css/passwd.css")): error: cannot publish the API reference's file: "
            + "it resolves to '/etc/passwd', outside the API reference's folder '\(folder.path("docc"))' (symbolic links are followed only inside it)\n")
        #expect(!FileManager.default.fileExists(atPath: folder.path("Public")))
    }

    /// A name with a line break would be copied but could not be listed in the
    /// manifest, and the next build would refuse to replace the output.
    @Test func aFileNameWithALineBreakIsRefusedAndTheOutputStaysMfss() throws {
        let folder = try Self.site()
        defer { folder.remove() }
        #expect(try Self.build(folder).0 == 0)
        try folder.write("docc/css/a\nb.css", "")
        let (status, errors) = try Self.build(folder)
        #expect(status == 1)
        #expect(errors == "\(folder.path("docc/css/a\nb.css")): error: cannot publish the API reference's file: its name has a control character, "
            + "which the list of the files a build wrote (.mfs-manifest, a path a line) cannot hold; rename it\n")
        try FileManager.default.removeItem(atPath: folder.path("docc/css/a\nb.css"))
        #expect(try Self.build(folder) == (0, ""))
    }

    @Test func aStaticFileWhereTheReferenceGoesIsNamed() throws {
        let folder = try Self.site()
        defer { folder.remove() }
        try folder.write("Content/static/reference/metadata.json", "{}")
        let (status, errors) = try Self.build(folder)
        #expect(status == 1)
        #expect(errors == "\(folder.path("Content/static/reference/metadata.json")): error: the file would be copied to reference/metadata.json, "
            + "where the API reference (--api-reference) has \(folder.path("docc/metadata.json")); rename or move the file\n")
    }
}
