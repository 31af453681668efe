import Foundation
import Testing
import MFSSite
import TestSupport

/// The real `Content/` built end to end: every page, every block, every translation.
@Suite struct ContentSiteTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The Markdown files of `Content/<lang>/`, as `lang/name.md`.
    static func sources() throws -> [String] {
        let content = root.appendingPathComponent("Content")
        return try FileManager.default.contentsOfDirectory(atPath: content.path).sorted().filter { $0 != SiteConfig.fileName }.flatMap { language in
            try FileManager.default.contentsOfDirectory(atPath: content.appendingPathComponent(language).path)
                .filter { $0.hasSuffix(".md") }.sorted().map { "\(language)/\($0)" }
        }
    }

    static func outputPath(_ source: String) -> String {
        let (language, file) = (source.prefix(2), source.dropFirst(3).dropLast(3))
        return file == "index" ? "\(language)/index.html" : "\(language)/\(file)/index.html"
    }

    /// How many fenced blocks of `info` (`mfs`, `mfs-trace`, ...) the Markdown has.
    static func blocks(_ info: String, in markdown: String) -> Int {
        markdown.split(separator: "\n").filter { $0.trimmingCharacters(in: .whitespaces) == "```" + info }.count
    }

    @Test func buildsEveryPageWithEveryBlockAndLinksTheTranslations() throws {
        let folder = try RealSite.folder()
        let sources = try Self.sources()
        #expect(sources.contains("ru/index.md") && sources.contains("es/index.md"))
        let summary = try RealSite.summary()
        // The pages, the language chooser, 404.html and each language's search results page.
        #expect(summary.pages == sources.count + 4)
        for name in ["index.html", "404.html", "sitemap.xml", "assets/style.css"] {
            #expect(FileManager.default.fileExists(atPath: folder.path("Public/\(name)")), "\(name)")
        }
        let sitemap = try folder.read("Public/sitemap.xml")
        for source in sources {
            let markdown = try String(contentsOf: Self.root.appendingPathComponent("Content/\(source)"), encoding: .utf8)
            let html = try folder.read("Public/" + Self.outputPath(source))
            #expect(html.components(separatedBy: "<div class=\"mfs-screens\"").count - 1 == Self.blocks("mfs", in: markdown), "\(source)")
            #expect(html.components(separatedBy: "<table class=\"mfs-trace\"").count - 1 == Self.blocks("mfs-trace", in: markdown), "\(source)")
            #expect(html.components(separatedBy: "<div class=\"mfs-rotation\"").count - 1 == Self.blocks("mfs-rotation", in: markdown), "\(source)")
            #expect(!html.contains("language-mfs"), "\(source)")
            let folderURL = Self.outputPath(source).dropLast("index.html".count)
            #expect(sitemap.contains("<loc>\(SiteBuilder.defaultBaseURL)\(folderURL)</loc>"), "\(source)")
            // The same file in the other language is linked from the switcher and the head.
            let file = source.dropFirst(3)
            for other in ["ru", "es"] where other != String(source.prefix(2)) && sources.contains("\(other)/\(file)") {
                let depth = Self.outputPath(source).split(separator: "/").count - 1
                let href = String(repeating: "../", count: depth) + Self.outputPath("\(other)/\(file)").dropLast("index.html".count)
                #expect(html.contains("<link rel=\"alternate\" hreflang=\"\(other)\" href=\"\(href)index.html\">"), "\(source) → \(other)")
                #expect(html.contains("<a href=\"\(href)\" hreflang=\"\(other)\" lang=\"\(other)\">"), "\(source) → \(other)")
            }
        }
    }

    @Test func aBrokenLinkIsAnErrorAtItsPosition() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.copyFixture("broken-link", to: "Content")
        let content = folder.path("Content")
        #expect(folder.buildFailure() == """
            \(content)/ru/cells.md:8:18: error: broken link 'index.md#кэши': no heading '#кэши' in \(content)/ru/index.md
            \(content)/ru/index.md:10:12: error: broken link 'cells.md#кэши': no heading '#кэши' in \(content)/ru/cells.md
            """)
        #expect(!FileManager.default.fileExists(atPath: folder.path("Public")))
    }

    /// The real content has no sections: its sidebar is the flat list it
    /// always was, and no page has breadcrumbs or a section disclosure.
    @Test func theRealContentKeepsItsFlatSidebarWithoutBreadcrumbs() throws {
        let folder = try RealSite.folder()
        let cells = try folder.read("Public/ru/cells/index.html")
        #expect(SectionTests.excerpt(cells, from: "<nav class=\"sidebar\"", to: "</nav>") == """
            <nav class="sidebar" aria-label="Разделы">
            <p class="sidebar-title">Разделы</p>
            <ul>
            <li><a href="../../ru/">MFS — Management, Frames, Styles</a></li>
            <li><a href="../../ru/controllers/">MFS для контроллеров</a></li>
            <li><a href="../../ru/cells/" aria-current="page">MFS для ячеек</a></li>
            <li><a href="../../ru/main-view/">Главное вью отдельно от контроллера</a></li>
            </ul>
            </nav>
            """)
        #expect(SectionTests.excerpt(cells, from: "<main id=\"content\">", to: "<article>") == "<main id=\"content\">\n<article>")
        for source in try Self.sources() {
            let html = try folder.read("Public/" + Self.outputPath(source))
            #expect(!html.contains("breadcrumbs") && !html.contains("nav-section"), "\(source)")
        }
    }
}
