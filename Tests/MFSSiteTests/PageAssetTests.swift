import Foundation
import Testing
import MFSSite
import TestSupport

/// Images and files a page refers to by a relative path are copied beside it
/// in the output, images with their intrinsic size; `static/` is copied to
/// the site's root; the manifest lists every copy.
@Suite struct PageAssetTests {
    static func page(_ title: String, _ body: String) -> String { "---\ntitle: \(title)\n---\n\n\(body)\n" }

    /// A site of `ru/index.md` with `body` and `es/index.md`, the fixture images in `Content/ru/images/`.
    static func site(_ body: String) throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        try folder.write("Content/ru/index.md", page("Главная", body))
        try folder.write("Content/es/index.md", page("Inicio", "Texto."))
        try folder.copy(Bundle.module.url(forResource: "Fixtures/images", withExtension: nil)!, to: "Content/ru/images")
        return folder
    }

    static func bytes(_ folder: TemporaryDirectory, _ path: String) -> Data? {
        FileManager.default.contents(atPath: folder.path(path))
    }

    /// Every file of the output but the theme's assets, sorted.
    static func outputFiles(_ folder: TemporaryDirectory) -> [String] {
        let root = folder.path("Public")
        return (FileManager.default.subpaths(atPath: root) ?? []).filter { path in
            var isDirectory: ObjCBool = false
            return !path.hasPrefix("assets/") && FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isDirectory) && !isDirectory.boolValue
        }.sorted()
    }

    @Test func anImageAndAFileBesideAPageAreCopiedAndTheImageHasItsSize() throws {
        let folder = try Self.site("![Схема](images/tiny.png \"Кадры\") и [PDF](files/guide.pdf#page=2).\n\n![](./images/sized.svg)")
        defer { folder.remove() }
        try folder.write("Content/ru/files/guide.pdf", "%PDF-1.4 guide\n")
        try folder.write("Content/ru/cells.md", Self.page("Ячейки", "![Ещё раз](images/tiny.png) и ![чужая](https://example.org/a.png)"))
        #expect(folder.buildFailure() == nil)
        let index = try folder.read("Public/ru/index.html"), cells = try folder.read("Public/ru/cells/index.html")
        #expect(index.contains("<p><img src=\"../ru/images/tiny.png\" alt=\"Схема\" title=\"Кадры\" width=\"3\" height=\"2\" loading=\"lazy\" decoding=\"async\" />"
            + " и <a href=\"../ru/files/guide.pdf#page=2\">PDF</a>.</p>\n"
            + "<p><img src=\"../ru/images/sized.svg\" alt=\"\" width=\"120\" height=\"80\" loading=\"lazy\" decoding=\"async\" /></p>\n"))
        #expect(cells.contains("<p><img src=\"../../ru/images/tiny.png\" alt=\"Ещё раз\" width=\"3\" height=\"2\" loading=\"lazy\" decoding=\"async\" />"
            + " и <img src=\"https://example.org/a.png\" alt=\"чужая\" loading=\"lazy\" decoding=\"async\" /></p>\n"))
        #expect(Self.bytes(folder, "Public/ru/images/tiny.png") == Self.bytes(folder, "Content/ru/images/tiny.png"))
        #expect(Self.bytes(folder, "Public/ru/images/sized.svg") == Self.bytes(folder, "Content/ru/images/sized.svg"))
        #expect(try folder.read("Public/ru/files/guide.pdf") == "%PDF-1.4 guide\n")
        // Files nobody refers to (the other fixtures) are not copied.
        #expect(Self.outputFiles(folder).filter { $0.hasPrefix("ru/") && !$0.hasPrefix("ru/search") }
            == ["ru/cells/index.html", "ru/files/guide.pdf", "ru/images/sized.svg", "ru/images/tiny.png", "ru/index.html"])
        let manifest = try folder.read("Public/.mfs-manifest")
        #expect(["ru/files/guide.pdf", "ru/images/sized.svg", "ru/images/tiny.png"].allSatisfy { manifest.contains("\n\($0)\n") })
        #expect(!manifest.contains("notes.txt"))
    }

    /// The second build replaces the first one's copies (the manifest lists
    /// them), and still refuses a file someone else put in the output.
    @Test func aSecondBuildReplacesItsCopiesAndRefusesAForeignFile() throws {
        let folder = try Self.site("![Схема](images/tiny.png)")
        defer { folder.remove() }
        try folder.write("Content/static/CNAME", "docs.example.org\n")
        #expect(folder.buildFailure() == nil)
        #expect(folder.buildFailure() == nil)
        #expect(try folder.read("Public/CNAME") == "docs.example.org\n")
        #expect(Self.bytes(folder, "Public/ru/images/tiny.png") == Self.bytes(folder, "Content/ru/images/tiny.png"))
        try folder.write("Public/ru/images/mine.png", "x")
        #expect(folder.buildFailure() == "\(folder.path("Public/ru/images/mine.png")): error: refusing to replace '\(folder.path("Public"))' "
            + "with the site: 'ru/images/mine.png' is not a file mfs build wrote (\(folder.path("Public"))/.mfs-manifest does not list it); "
            + "move it out of the folder, then build again")
    }

    @Test func aMissingImageOrFileIsAnErrorAtItsReferenceAndTheOutputStays() throws {
        let folder = try Self.site("Текст.")
        defer { folder.remove() }
        #expect(folder.buildFailure() == nil)
        let before = try folder.read("Public/ru/index.html")
        let index = folder.path("Content/ru/index.md")
        try folder.write("Content/ru/index.md", Self.page("Главная", "Текст.\n\nСм. ![схему](images/scheme.png)."))
        #expect(folder.buildFailure() == "\(index):7:5: error: missing image 'images/scheme.png': there is no file \(folder.path("Content/ru"))/images/scheme.png")
        try folder.write("Content/ru/index.md", Self.page("Главная", "Текст и [руководство](files/guide%20v2.pdf)."))
        #expect(folder.buildFailure() == "\(index):5:9: error: missing file 'files/guide%20v2.pdf': there is no file \(folder.path("Content/ru"))/files/guide v2.pdf")
        #expect(try folder.read("Public/ru/index.html") == before)
    }

    /// A reference out of the language folder, or a symbolic link out of the
    /// content folder, is refused; so is an image whose size cannot be read.
    @Test func aReferenceOutOfTheContentOrAnImageWithoutSizeIsAnError() throws {
        let folder = try Self.site("![a](../../secret.png)")
        defer { folder.remove() }
        let index = folder.path("Content/ru/index.md")
        #expect(folder.buildFailure() == "\(index):5:1: error: the image '../../secret.png' is outside the language folder \(folder.path("Content/ru"))/: "
            + "a page's images and files lie in its language folder or below it")
        try folder.write("outside.png", "x")
        try folder.link("Content/ru/images/out.png", to: folder.path("outside.png"))
        try folder.write("Content/ru/index.md", Self.page("Главная", "![a](images/out.png)"))
        let real = URL(fileURLWithPath: folder.path("")).resolvingSymlinksInPath().path
        #expect(folder.buildFailure() == "\(index):5:1: error: cannot publish the image 'images/out.png' (\(folder.path("Content/ru"))/images/out.png): "
            + "it resolves to '\(real)/outside.png', outside the content folder '\(real)/Content' (symbolic links are followed only inside it)")
        try folder.write("Content/ru/index.md", Self.page("Главная", "![a](images/notes.txt)"))
        #expect(folder.buildFailure() == "\(index):5:1: error: cannot read the size of the image 'images/notes.txt' (\(folder.path("Content/ru"))/images/notes.txt): "
            + "it is none of the image formats whose size mfs reads (PNG, JPEG, GIF, WebP, SVG)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("Public")))
    }

    @Test func staticFilesAreCopiedToTheSiteRoot() throws {
        let folder = try Self.site("Текст.")
        defer { folder.remove() }
        try folder.write("Content/static/CNAME", "docs.example.org\n")
        try folder.write("Content/static/robots.txt", "User-agent: *\n")
        try folder.write("Content/static/files/guide.pdf", "%PDF-1.4\n")
        try folder.write("Content/static/.well-known/security.txt", "Contact: x\n")
        #expect(folder.buildFailure() == nil)
        #expect(Self.outputFiles(folder).filter { !$0.hasPrefix("ru/") && !$0.hasPrefix("es/") }
            == [".mfs-manifest", ".well-known/security.txt", "404.html", "CNAME", "files/guide.pdf", "index.html", "robots.txt", "sitemap.xml"])
        #expect(try folder.read("Public/CNAME") == "docs.example.org\n")
        #expect(try folder.read("Public/files/guide.pdf") == "%PDF-1.4\n")
        #expect(try folder.read("Public/.well-known/security.txt") == "Contact: x\n")
        let manifest = try folder.read("Public/.mfs-manifest")
        #expect([".well-known/security.txt", "CNAME", "files/guide.pdf", "robots.txt"].allSatisfy { manifest.contains("\n\($0)\n") })
    }

    @Test func aStaticFileWhereTheSiteWritesAFileIsAnErrorNamingBoth() throws {
        let folder = try Self.site("![a](images/tiny.png)")
        defer { folder.remove() }
        let source = folder.path("Content/static")
        try folder.write("Content/static/404.html", "mine")
        #expect(folder.buildFailure() == "\(source)/404.html: error: cannot copy the file to 404.html in the output: "
            + "404.html is one of the site's own files, which mfs build writes; rename or move the file")
        try FileManager.default.removeItem(atPath: source + "/404.html")
        try folder.write("Content/static/ru/index.html", "mine")
        #expect(folder.buildFailure() == "\(source)/ru/index.html: error: cannot copy the file to ru/index.html in the output: "
            + "ru/index.html is the page of \(folder.path("Content/ru/index.md")), which mfs build writes; rename or move the file")
        try FileManager.default.removeItem(atPath: source + "/ru")
        try folder.write("Content/static/ru/images/tiny.png", "mine")
        #expect(folder.buildFailure() == "\(source)/ru/images/tiny.png: error: the static file would be copied to ru/images/tiny.png, "
            + "where \(folder.path("Content/ru"))/images/tiny.png is copied for a page; rename or remove one of them")
        #expect(!FileManager.default.fileExists(atPath: folder.path("Public")))
    }

    /// `mfs serve`'s builder copies a new or changed image and static file,
    /// and renders the page again with the image's new size.
    @Test func anIncrementalBuildCopiesChangedAssets() throws {
        let site = try IncrementalBuildTests.Site()
        defer { site.folder.remove() }
        let images = Bundle.module.url(forResource: "Fixtures/images", withExtension: nil)!
        try site.folder.copy(images, to: "Content/ru/images")
        try site.write("ru/styles.md", "---\ntitle: Стили\norder: 2\n---\n\n![Стили](images/shot.png)\n")
        try FileManager.default.copyItem(atPath: images.path + "/tiny.png", toPath: site.folder.path("Content/ru/images/shot.png"))
        try site.buildAndCompare()
        #expect(try site.folder.read("Public/ru/styles/index.html").contains("<img src=\"../../ru/images/shot.png\" alt=\"Стили\" width=\"3\" height=\"2\""))
        try FileManager.default.removeItem(atPath: site.folder.path("Content/ru/images/shot.png"))
        try FileManager.default.copyItem(atPath: images.path + "/tiny.gif", toPath: site.folder.path("Content/ru/images/shot.png"))
        try site.write("static/CNAME", "docs.example.org\n")
        try site.buildAndCompare()
        // ru/styles.md and es/styles/, which shows it untranslated.
        #expect(site.builder.lastRendered == ["ru/styles.md", "es/styles.md"])
        #expect(try site.folder.read("Public/ru/styles/index.html").contains("<img src=\"../../ru/images/shot.png\" alt=\"Стили\" width=\"7\" height=\"6\""))
        #expect(FileManager.default.contents(atPath: site.folder.path("Public/ru/images/shot.png")) == FileManager.default.contents(atPath: images.path + "/tiny.gif"))
        #expect(try site.folder.read("Public/CNAME") == "docs.example.org\n")
        // A full build may replace what the incremental one wrote: its manifest lists every copy.
        #expect(site.folder.buildFailure() == nil)
    }
}
