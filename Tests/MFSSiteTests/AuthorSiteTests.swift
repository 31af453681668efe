import Foundation
import Testing
import MFSSite
import TestSupport

/// A new site as an author makes it, built by the real `mfs` in a temporary
/// folder: everything the author guides (docs/writing.md,
/// docs/configuration.md, docs/theming.md) say a site may have, at once, and
/// the author's mistakes located.
@Suite struct AuthorSiteTests {
    static func page(_ title: String, order: Int, _ body: String) -> String {
        "---\ntitle: \(title)\norder: \(order)\n---\n\n\(body)\n"
    }

    /// The site: Russian, Spanish and German (a language beyond the demo's
    /// two), each with a start page and a section `guides/` holding a page
    /// and a section `advanced/`, whose page `deep` German lacks; an image
    /// beside the Russian `guides/first`, `static/robots.txt`, a logo,
    /// colours and a German strings file.
    static func site() throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        let image = Bundle.module.url(forResource: "Fixtures/images/tiny", withExtension: "png")!
        try folder.write("Content/site.yaml", """
            title: Handbook
            languages: [ru, es, de]
            logo: brand/logo.png
            colors:
              light: {accent: "#0a5f38"}
              dark: {accent: "#7fd4a8"}

            """)
        try folder.write("Content/strings/de.yaml", "page:\n  footer: Ein Handbuch.\n")
        try folder.write("Content/static/robots.txt", "User-agent: *\nDisallow: /drafts/\n")
        try FileManager.default.createDirectory(atPath: folder.path("Content/brand"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: image.path, toPath: folder.path("Content/brand/logo.png"))
        try FileManager.default.createDirectory(atPath: folder.path("Content/ru/guides/images"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: image.path, toPath: folder.path("Content/ru/guides/images/diagram.png"))
        let titles = [
            "ru": ["Главная", "Руководства", "Первое", "Продвинутое", "Глубже"],
            "es": ["Inicio", "Guías", "Primera", "Avanzado", "Profundo"],
            "de": ["Start", "Anleitungen", "Erste", "Fortgeschritten", "Tiefer"],
        ]
        for (language, title) in titles {
            try folder.write("Content/\(language)/index.md", page(title[0], order: 0, "[\(title[1])](guides/index.md)."))
            try folder.write("Content/\(language)/guides/index.md", page(title[1], order: 1, "[\(title[2])](first.md), [\(title[3])](advanced/)."))
            try folder.write("Content/\(language)/guides/first.md", page(title[2], order: 1,
                language == "ru" ? "![Схема](images/diagram.png)\n\n[\(title[4])](advanced/deep.md)." : "[\(title[3])](advanced/index.md)."))
            try folder.write("Content/\(language)/guides/advanced/index.md", page(title[3], order: 2, "[\(title[0])](../../index.md)."))
            if language != "de" {
                try folder.write("Content/\(language)/guides/advanced/deep.md", page(title[4], order: 1,
                    "[\(title[2])](../first.md), [\(title[3])](../), [\(title[0])](../../index.md)."))
            }
        }
        return folder
    }

    /// The part of `html` from the first `start` to the end of the first `end` after it.
    static func excerpt(_ html: String, from start: String, to end: String) -> String {
        SectionTests.excerpt(html, from: start, to: end)
    }

    /// Every file below `root`, relative to it, sorted.
    static func files(_ root: String) -> [String] {
        (FileManager.default.subpaths(atPath: root) ?? []).filter { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isDirectory) && !isDirectory.boolValue
        }.sorted()
    }

    /// The `href` and `src` values of `html` that lead inside the site:
    /// relative ones, and absolute paths (the default base URL is the root).
    static func internalReferences(_ html: String) -> [String] {
        let pattern = try! Regex(#"(?:href|src)="([^"]*)""#)
        return html.matches(of: pattern).compactMap { match in
            let value = String(match.output[1].substring!)
            let external = ["http:", "https:", "mailto:", "data:", "#", "//"].contains { value.hasPrefix($0) }
            return external || value.isEmpty ? nil : value
        }
    }

    /// The references of the built `page` (relative to `Public/`) that lead to no built file.
    static func brokenReferences(in page: String, of root: String) throws -> [String] {
        let html = try String(contentsOfFile: root + "/" + page, encoding: .utf8)
        let folder = (page as NSString).deletingLastPathComponent
        return internalReferences(html).filter { reference in
            let path = String(reference.prefix { $0 != "#" && $0 != "?" }).removingPercentEncoding ?? reference
            let file = path.hasPrefix("/") ? path : "/" + folder + "/" + path
            let resolved = root + ("/" + file + (file.hasSuffix("/") ? "index.html" : "") as NSString).standardizingPath
            var isDirectory: ObjCBool = false
            return !(FileManager.default.fileExists(atPath: resolved, isDirectory: &isDirectory) && !isDirectory.boolValue)
        }.map { "\(page): \($0)" }
    }

    /// A PNG's width and height, from its `IHDR` chunk.
    static func pngSize(_ data: Data) -> (Int, Int) {
        let bytes = [UInt8](data)
        func number(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (number(16), number(20))
    }

    @Test func aNewSiteWithEverythingAnAuthorAdds() throws {
        let folder = try Self.site()
        defer { folder.remove() }
        let (status, errors) = try BuiltMFS.build(folder)
        #expect(status == 0)
        #expect(errors == "\(folder.path("Content"))/ru/guides/advanced/deep.md: warning: no 'de' translation (de/guides/advanced/deep.md): "
            + "de/guides/advanced/deep/ shows this page untranslated, with a note\n")
        let root = folder.path("Public")
        let built = Self.files(root)

        // Every page at its URL, in every language.
        let pages = ["", "guides/", "guides/first/", "guides/advanced/", "guides/advanced/deep/"]
        for language in ["ru", "es", "de"] {
            for page in pages {
                #expect(built.contains("\(language)/\(page)index.html"), "\(language)/\(page)")
            }
        }
        #expect(built.filter { !$0.hasPrefix("assets/") && !$0.hasSuffix("search-index.js") && !$0.contains("/search/") } == [
            ".mfs-manifest", "404.html", "brand/logo.png",
            "de/guides/advanced/deep/index.html", "de/guides/advanced/index.html", "de/guides/first/index.html", "de/guides/index.html", "de/index.html",
            "es/guides/advanced/deep/index.html", "es/guides/advanced/index.html", "es/guides/first/index.html", "es/guides/index.html", "es/index.html",
            "index.html",
            "robots.txt",
            "ru/guides/advanced/deep/index.html", "ru/guides/advanced/index.html", "ru/guides/first/index.html", "ru/guides/images/diagram.png",
            "ru/guides/index.html", "ru/index.html",
            "sitemap.xml",
        ])

        // Every internal link and image of every built page leads to a built file.
        let html = built.filter { $0.hasSuffix(".html") }
        #expect(html.count == 20)
        let broken = try html.flatMap { try Self.brokenReferences(in: $0, of: root) }
        #expect(broken == [])

        // The sidebar nests the two sections, open around the page.
        let deep = try folder.read("Public/ru/guides/advanced/deep/index.html")
        #expect(Self.excerpt(deep, from: "<nav class=\"sidebar\"", to: "</nav>") == """
            <nav class="sidebar" aria-label="Разделы">
            <p class="sidebar-title">Разделы</p>
            <ul>
            <li><a href="../../../../ru/">Главная</a></li>
            <li class="nav-section"><details open>
            <summary>Руководства</summary>
            <ul>
            <li><a href="../../../../ru/guides/">Руководства</a></li>
            <li><a href="../../../../ru/guides/first/">Первое</a></li>
            <li class="nav-section"><details open>
            <summary>Продвинутое</summary>
            <ul>
            <li><a href="../../../../ru/guides/advanced/">Продвинутое</a></li>
            <li><a href="../../../../ru/guides/advanced/deep/" aria-current="page">Глубже</a></li>
            </ul>
            </details></li>
            </ul>
            </details></li>
            </ul>
            </nav>
            """)
        // The breadcrumbs run from the start page through both sections.
        #expect(Self.excerpt(deep, from: "<main id=\"content\">", to: "<article>") == """
            <main id="content">
            <nav class="breadcrumbs" aria-label="Путь по разделам">
            <ol itemscope itemtype="https://schema.org/BreadcrumbList">
            <li itemprop="itemListElement" itemscope itemtype="https://schema.org/ListItem"><a itemprop="item" href="../../../../ru/"><span itemprop="name">Главная</span></a><meta itemprop="position" content="1"></li>
            <li itemprop="itemListElement" itemscope itemtype="https://schema.org/ListItem"><a itemprop="item" href="../../../../ru/guides/"><span itemprop="name">Руководства</span></a><meta itemprop="position" content="2"></li>
            <li itemprop="itemListElement" itemscope itemtype="https://schema.org/ListItem"><a itemprop="item" href="../../../../ru/guides/advanced/"><span itemprop="name">Продвинутое</span></a><meta itemprop="position" content="3"></li>
            <li itemprop="itemListElement" itemscope itemtype="https://schema.org/ListItem"><a itemprop="item" href="../../../../ru/guides/advanced/deep/" aria-current="page"><span itemprop="name">Глубже</span></a><meta itemprop="position" content="4"></li>
            </ol>
            </nav>
            <article>
            """)
        #expect(deep.contains("""
            <p><a href="../../../../ru/guides/first/">Первое</a>, <a href="../../../../ru/guides/advanced/">Продвинутое</a>, <a href="../../../../ru/">Главная</a>.</p>
            """))

        // The image is copied beside its page, and its tag has its real size.
        let image = try #require(FileManager.default.contents(atPath: folder.path("Content/ru/guides/images/diagram.png")))
        #expect(FileManager.default.contents(atPath: folder.path("Public/ru/guides/images/diagram.png")) == image)
        let (width, height) = Self.pngSize(image)
        #expect((width, height) == (3, 2))
        #expect(try folder.read("Public/ru/guides/first/index.html").contains("""
            <p><img src="../../../ru/guides/images/diagram.png" alt="Схема" width="\(width)" height="\(height)" loading="lazy" decoding="async" /></p>
            """))

        // The static file, byte for byte.
        #expect(FileManager.default.contents(atPath: folder.path("Public/robots.txt"))
            == FileManager.default.contents(atPath: folder.path("Content/static/robots.txt")))

        // The logo with its size, and the colours, on every page.
        let first = try folder.read("Public/es/guides/first/index.html")
        #expect(first.contains("""
            <style>@media screen { :root { --accent: light-dark(#0a5f38, #7fd4a8); } }</style>
            """))
        #expect(first.contains("""
            <a class="site-title" href="../../../es/"><img class="site-logo" src="../../../brand/logo.png" width="3" height="2" alt="">Handbook</a>
            """))
        #expect(FileManager.default.contents(atPath: folder.path("Public/brand/logo.png")) == image)

        // The page German lacks is the Russian one at the German URL, with a
        // note in German, the page German and the article Russian.
        let fallback = try folder.read("Public/de/guides/advanced/deep/index.html")
        #expect(fallback.hasPrefix("<!DOCTYPE html>\n<html lang=\"de\">\n"))
        #expect(fallback.contains("""
            <p class="untranslated-note" role="note">Diese Seite ist noch nicht übersetzt; angezeigt wird die Fassung auf Russisch.</p>
            <article lang="ru">
            <h1>Глубже</h1>
            """))
        #expect(fallback.contains("""
            <p><a href="../../../../de/guides/first/">Первое</a>, <a href="../../../../de/guides/advanced/">Продвинутое</a>, <a href="../../../../de/">Главная</a>.</p>
            """))
        #expect(fallback.contains("<footer class=\"site-footer\"><p>Ein Handbuch.</p></footer>"))
        #expect(try folder.read("Public/de/guides/advanced/index.html").contains("""
            <li><a href="../../../ru/guides/advanced/" hreflang="ru" lang="ru">Русский</a></li>
            """))
    }

    @Test func anAuthorsMistakesAreLocatedErrors() throws {
        let folder = try Self.site()
        defer { folder.remove() }
        #expect(try BuiltMFS.build(folder).0 == 0)
        let before = try folder.read("Public/ru/guides/first/index.html")

        // A missing image: located at its reference, exit 1, the site kept.
        let first = folder.path("Content/ru/guides/first.md")
        try folder.write("Content/ru/guides/first.md", Self.page("Первое", order: 1, "Текст.\n\n![Схема](images/scheme.png)"))
        #expect(try BuiltMFS.build(folder) == (1, "\(first):8:1: error: missing image 'images/scheme.png': "
            + "there is no file \(folder.path("Content/ru/guides"))/images/scheme.png\n"))
        #expect(try folder.read("Public/ru/guides/first/index.html") == before)

        // A page its reader may not read: the system's reason (as root, run as nobody).
        try folder.write("Content/ru/guides/first.md", Self.page("Первое", order: 1, "Текст."))
        let deep = folder.path("Content/ru/guides/advanced/deep.md")
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: deep)
        #expect(try folder.unprivilegedBuild() == (1, "\(deep):1:1: error: cannot read the page: Permission denied\n"))
        #expect(!FileManager.default.fileExists(atPath: folder.path("out/Public")))
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: deep)

        // An empty content folder.
        try FileManager.default.removeItem(atPath: folder.path("Content"))
        try FileManager.default.createDirectory(atPath: folder.path("Content"), withIntermediateDirectories: false)
        #expect(try BuiltMFS.build(folder) == (1, "\(folder.path("Content")): error: the content folder is empty: "
            + "a site's pages lie in a folder per language (\(folder.path("Content/ru"))/index.md)\n"))
        #expect(try folder.read("Public/ru/guides/first/index.html") == before)
    }
}
