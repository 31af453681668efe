import Foundation
import Testing
import MFSSite
import TestSupport

/// Sections: a folder of pages below a language folder, its own page its
/// `index.md`; the sidebar nests them, pages in them get breadcrumbs, and
/// previous/next run across them in sidebar order.
@Suite struct SectionTests {
    /// A page's source with front matter.
    static func page(_ title: String, order: Int, _ body: String = "Текст.\n", extra: String = "") -> String {
        "---\ntitle: \(title)\norder: \(order)\n\(extra)---\n\n\(body)"
    }

    /// A Russian site of two levels of sections beside top-level pages, and
    /// a Spanish one that translates a section's page:
    /// `index`, `start`, `guides/` (`second`, then `first`, by order; an
    /// image beside `first`), `guides/advanced/` (`deep`), `zlast`.
    static func site() throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        try folder.write("Content/ru/index.md", page("Главная", order: 0))
        try folder.write("Content/ru/start.md", page("Начало", order: 1))
        try folder.write("Content/ru/guides/index.md", page("Руководства", order: 2, "Начните с [первого](first.md).\n"))
        try folder.write("Content/ru/guides/first.md", page("Первое", order: 2, "![Схема](images/scheme.svg)\n\n[Глубже](advanced/deep.md#шаг).\n",
                                                             extra: "aliases: [old-first]\n"))
        try folder.write("Content/ru/guides/second.md", page("Второе", order: 1))
        try folder.write("Content/ru/guides/images/scheme.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"40\" height=\"30\"/>")
        try folder.write("Content/ru/guides/advanced/index.md", page("Продвинутое", order: 3))
        try folder.write("Content/ru/guides/advanced/deep.md", page("Глубже", order: 1, """
            ## Шаг

            [К первому](../first.md), [к началу](../../../start/), [к разделу](../), ![Снова](../images/scheme.svg).

            """))
        try folder.write("Content/ru/zlast.md", page("Последняя", order: 3))
        try folder.write("Content/es/index.md", page("Inicio", order: 0))
        try folder.write("Content/es/guides/index.md", page("Guías", order: 1))
        try folder.write("Content/es/guides/first.md", page("Primera", order: 1))
        return folder
    }

    /// The part of `html` from the first `start` to the end of the first `end` after it.
    static func excerpt(_ html: String, from start: String, to end: String) -> String {
        guard let from = html.range(of: start), let to = html.range(of: end, range: from.upperBound..<html.endIndex) else { return "" }
        return String(html[from.lowerBound..<to.upperBound])
    }

    /// Each page of a section is written below the section's folder, the
    /// section's own page at the folder; an image beside a page is copied beside it.
    @Test func aFolderOfPagesIsASectionWithItsOwnPage() throws {
        let folder = try Self.site()
        defer { folder.remove() }
        #expect(folder.buildFailure() == nil)
        for path in ["ru/guides/index.html", "ru/guides/first/index.html", "ru/guides/second/index.html", "ru/guides/advanced/index.html",
                     "ru/guides/advanced/deep/index.html", "ru/guides/images/scheme.svg", "es/guides/index.html", "es/guides/first/index.html"] {
            #expect(FileManager.default.fileExists(atPath: folder.path("Public/" + path)), "\(path)")
        }
        let first = try folder.read("Public/ru/guides/first/index.html")
        #expect(first.contains("""
            <p><img src="../../../ru/guides/images/scheme.svg" alt="Схема" width="40" height="30" loading="lazy" decoding="async" /></p>
            <p><a href="../../../ru/guides/advanced/deep/#%D1%88%D0%B0%D0%B3">Глубже</a>.</p>
            """))
        let deep = try folder.read("Public/ru/guides/advanced/deep/index.html")
        #expect(deep.contains("""
            <p><a href="../../../../ru/guides/first/">К первому</a>, <a href="../../../../ru/start/">к началу</a>, \
            <a href="../../../../ru/guides/advanced/">к разделу</a>, <img src="../../../../ru/guides/images/scheme.svg" alt="Снова" \
            width="40" height="30" loading="lazy" decoding="async" />.</p>
            """))
        #expect(try folder.read("Public/ru/guides/index.html").contains("<p>Начните с <a href=\"../../ru/guides/first/\">первого</a>.</p>"))
    }

    /// The sidebar nests each section in a disclosure, open around the
    /// current page, its own page first; sections sort among pages by their
    /// own page's order.
    @Test func theSidebarNestsSectionsAndOpensTheCurrentOnes() throws {
        let folder = try Self.site()
        defer { folder.remove() }
        #expect(folder.buildFailure() == nil)
        let deep = try folder.read("Public/ru/guides/advanced/deep/index.html")
        #expect(Self.excerpt(deep, from: "<nav class=\"sidebar\"", to: "</nav>") == """
            <nav class="sidebar" aria-label="Разделы">
            <p class="sidebar-title">Разделы</p>
            <ul>
            <li><a href="../../../../ru/">Главная</a></li>
            <li><a href="../../../../ru/start/">Начало</a></li>
            <li class="nav-section"><details open>
            <summary>Руководства</summary>
            <ul>
            <li><a href="../../../../ru/guides/">Руководства</a></li>
            <li><a href="../../../../ru/guides/second/">Второе</a></li>
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
            <li><a href="../../../../ru/zlast/">Последняя</a></li>
            </ul>
            </nav>
            """)
        let start = try folder.read("Public/ru/start/index.html")
        #expect(Self.excerpt(start, from: "<nav class=\"sidebar\"", to: "</nav>") == """
            <nav class="sidebar" aria-label="Разделы">
            <p class="sidebar-title">Разделы</p>
            <ul>
            <li><a href="../../ru/">Главная</a></li>
            <li><a href="../../ru/start/" aria-current="page">Начало</a></li>
            <li class="nav-section"><details>
            <summary>Руководства</summary>
            <ul>
            <li><a href="../../ru/guides/">Руководства</a></li>
            <li><a href="../../ru/guides/second/">Второе</a></li>
            <li><a href="../../ru/guides/first/">Первое</a></li>
            <li class="nav-section"><details>
            <summary>Продвинутое</summary>
            <ul>
            <li><a href="../../ru/guides/advanced/">Продвинутое</a></li>
            <li><a href="../../ru/guides/advanced/deep/">Глубже</a></li>
            </ul>
            </details></li>
            </ul>
            </details></li>
            <li><a href="../../ru/zlast/">Последняя</a></li>
            </ul>
            </nav>
            """)
    }

    /// A page in a section has breadcrumbs from the language's start page
    /// through the sections' own pages to itself; a page outside sections has none.
    @Test func aPageInASectionHasBreadcrumbs() throws {
        let folder = try Self.site()
        defer { folder.remove() }
        #expect(folder.buildFailure() == nil)
        let deep = try folder.read("Public/ru/guides/advanced/deep/index.html")
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
        let section = try folder.read("Public/ru/guides/index.html")
        #expect(Self.excerpt(section, from: "<main id=\"content\">", to: "<article>") == """
            <main id="content">
            <nav class="breadcrumbs" aria-label="Путь по разделам">
            <ol itemscope itemtype="https://schema.org/BreadcrumbList">
            <li itemprop="itemListElement" itemscope itemtype="https://schema.org/ListItem"><a itemprop="item" href="../../ru/"><span itemprop="name">Главная</span></a><meta itemprop="position" content="1"></li>
            <li itemprop="itemListElement" itemscope itemtype="https://schema.org/ListItem"><a itemprop="item" href="../../ru/guides/" aria-current="page"><span itemprop="name">Руководства</span></a><meta itemprop="position" content="2"></li>
            </ol>
            </nav>
            <article>
            """)
        let start = try folder.read("Public/ru/start/index.html")
        #expect(Self.excerpt(start, from: "<main id=\"content\">", to: "<article>") == "<main id=\"content\">\n<article>")
    }

    /// Previous and next follow the sidebar's order into, through and out of sections.
    @Test(arguments: [
        ("ru/start/", """
            <nav class="pager" aria-label="Соседние страницы">
            <a class="pager-previous" href="../../ru/"><span>Назад</span>Главная</a>
            <a class="pager-next" href="../../ru/guides/"><span>Далее</span>Руководства</a>
            </nav>
            """),
        ("ru/guides/first/", """
            <nav class="pager" aria-label="Соседние страницы">
            <a class="pager-previous" href="../../../ru/guides/second/"><span>Назад</span>Второе</a>
            <a class="pager-next" href="../../../ru/guides/advanced/"><span>Далее</span>Продвинутое</a>
            </nav>
            """),
        ("ru/guides/advanced/deep/", """
            <nav class="pager" aria-label="Соседние страницы">
            <a class="pager-previous" href="../../../../ru/guides/advanced/"><span>Назад</span>Продвинутое</a>
            <a class="pager-next" href="../../../../ru/zlast/"><span>Далее</span>Последняя</a>
            </nav>
            """),
    ])
    func previousAndNextCrossSections(page: String, pager: String) throws {
        let folder = try Self.site()
        defer { folder.remove() }
        #expect(folder.buildFailure() == nil)
        #expect(Self.excerpt(try folder.read("Public/\(page)index.html"), from: "<nav class=\"pager\"", to: "</nav>") == pager)
    }

    /// The language's start page comes first even when a section's `order` and
    /// folder name would sort before it (`guides` < `index`, both order 0).
    @Test func theStartPageComesFirstWhateverItsOrder() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("Content/ru/index.md", Self.page("Главная", order: 5))
        try folder.write("Content/ru/guides/index.md", Self.page("Руководства", order: 0))
        try folder.write("Content/ru/guides/first.md", Self.page("Первое", order: 0))
        #expect(folder.buildFailure() == nil)
        #expect(Self.excerpt(try folder.read("Public/ru/guides/first/index.html"), from: "<nav class=\"pager\"", to: "</nav>") == """
            <nav class="pager" aria-label="Соседние страницы">
            <a class="pager-previous" href="../../../ru/guides/"><span>Назад</span>Руководства</a>
            </nav>
            """)
        #expect(Self.excerpt(try folder.read("Public/ru/index.html"), from: "<nav class=\"pager\"", to: "</nav>") == """
            <nav class="pager" aria-label="Соседние страницы">
            <a class="pager-next" href="../ru/guides/"><span>Далее</span>Руководства</a>
            </nav>
            """)
    }

    /// Translations, the sitemap, the search index and aliases know pages in sections.
    @Test func sectionPagesAreTranslatedIndexedAndAliased() throws {
        let folder = try Self.site()
        defer { folder.remove() }
        #expect(folder.buildFailure() == nil)
        let first = try folder.read("Public/ru/guides/first/index.html")
        #expect(first.contains("<link rel=\"alternate\" hreflang=\"es\" href=\"../../../es/guides/first/index.html\">"))
        #expect(first.contains("<a href=\"../../../es/guides/first/\" hreflang=\"es\" lang=\"es\">Español</a>"))
        let sitemap = try folder.read("Public/sitemap.xml")
        #expect(sitemap.contains("<url><loc>\(SiteBuilder.defaultBaseURL)ru/guides/first/</loc>\n"
            + "<xhtml:link rel=\"alternate\" hreflang=\"es\" href=\"\(SiteBuilder.defaultBaseURL)es/guides/first/\"/>\n"
            + "<xhtml:link rel=\"alternate\" hreflang=\"ru\" href=\"\(SiteBuilder.defaultBaseURL)ru/guides/first/\"/>\n</url>"))
        #expect(sitemap.contains("<loc>\(SiteBuilder.defaultBaseURL)ru/guides/advanced/deep/</loc>"))
        #expect(try folder.read("Public/ru/search-index.js").contains("\"guides/advanced/deep/\""))
        #expect(try folder.read("Public/ru/old-first/index.html").contains("<meta http-equiv=\"refresh\" content=\"0; url=../../ru/guides/first/\">"))
    }

    /// A section needs its own page; a broken link in a section is located.
    @Test func aSectionWithoutItsOwnPageOrWithABrokenLinkIsAnError() throws {
        let folder = try Self.site()
        defer { folder.remove() }
        try folder.write("Content/ru/notes/later/one.md", Self.page("Одна", order: 1))
        #expect(folder.buildFailure() == "\(folder.path("Content/ru/notes")): error: the folder of pages is a section, and a section needs "
            + "an index page: add \(folder.path("Content/ru/notes"))/index.md, whose title is the section's title")
        try FileManager.default.removeItem(atPath: folder.path("Content/ru/notes"))
        try folder.write("Content/ru/guides/second.md", Self.page("Второе", order: 1, "Текст.\n\n[Нет](../first.md).\n"))
        #expect(folder.buildFailure() == "\(folder.path("Content/ru/guides/second.md")):8:1: error: broken link '../first.md': no page ../first.md")
    }

    /// Sections nest at most `SourceFile.maxSectionDepth` deep; a folder
    /// whose name makes no URL is no section.
    @Test func aSectionTooDeepOrWithoutAURLNameIsAnError() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("Content/ru/index.md", Self.page("Главная", order: 0))
        var path = "Content/ru"
        for level in 1...7 {
            path += "/s\(level)"
            try folder.write(path + "/index.md", Self.page("Раздел \(level)", order: 0))
        }
        try folder.write("Content/ru/s1/100%/index.md", Self.page("Проценты", order: 0))
        #expect(folder.buildFailure() == """
            \(folder.path("Content/ru/s1/100%")): error: the section's folder name makes no URL: \
            its name has '%', which a URL path cannot carry as it is
            \(folder.path("Content/ru/s1/s2/s3/s4/s5/s6/s7")): error: the section lies 7 folders below its language folder, \
            and sections nest at most 6 deep: move its pages up
            """)
        try FileManager.default.removeItem(atPath: folder.path("Content/ru/s1/s2/s3/s4/s5/s6/s7"))
        try FileManager.default.removeItem(atPath: folder.path("Content/ru/s1/100%"))
        #expect(folder.buildFailure() == nil)
        #expect(FileManager.default.fileExists(atPath: folder.path("Public/ru/s1/s2/s3/s4/s5/s6/index.html")))
    }

    /// A folder that links back to its parent ends at the depth limit, located.
    @Test func aSectionThatLinksToItsParentEndsAtTheDepthLimit() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("Content/ru/index.md", Self.page("Главная", order: 0))
        try FileManager.default.createSymbolicLink(atPath: folder.path("Content/ru/loop"), withDestinationPath: ".")
        #expect(folder.buildFailure() == "\(folder.path("Content/ru/loop/loop/loop/loop/loop/loop/loop")): error: the section lies 7 folders "
            + "below its language folder, and sections nest at most 6 deep: move its pages up")
    }

    /// A section may be a symbolic link to a folder inside the content
    /// folder, never to one outside it.
    @Test func aSectionLinkedFromOutsideTheContentFolderIsAnError() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("Content/ru/index.md", Self.page("Главная", order: 0))
        try folder.write("Shared/guides/index.md", Self.page("Руководства", order: 1))
        try FileManager.default.createSymbolicLink(atPath: folder.path("Content/ru/guides"), withDestinationPath: folder.path("Shared/guides"))
        let target = URL(fileURLWithPath: folder.path("Shared/guides")).resolvingSymlinksInPath().path
        #expect(folder.buildFailure() == "\(folder.path("Content/ru/guides")): error: refusing to publish the section folder: "
            + "it is a symbolic link to '\(target)', outside the content folder (only links to files and folders inside it are followed)")
        try FileManager.default.removeItem(atPath: folder.path("Content/ru/guides"))
        try folder.write("Content/ru/drafts/index.md", Self.page("Черновики", order: 2))
        try FileManager.default.createSymbolicLink(atPath: folder.path("Content/ru/guides"), withDestinationPath: "drafts")
        #expect(folder.buildFailure() == nil)
        #expect(try folder.read("Public/ru/guides/index.html").contains("<h1>Черновики</h1>"))
    }
}
