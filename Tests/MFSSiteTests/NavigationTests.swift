import Testing
@testable import MFSSite

/// The sidebar's list: every page of a small language, a window of a large one.
@Suite struct NavigationTests {
    private func page(_ language: String, _ slug: String, _ title: String, order: Int) -> Page {
        Page(language: SiteLanguage.shipped(language), slug: slug, sourcePath: "Content/\(language)/\(slug).md",
             frontMatter: FrontMatter(title: title, description: "", order: order),
             document: MarkdownNode(.document, position: SourcePosition(line: 1, column: 1)), body: "", bodyLine: 4, headings: [])
    }

    @Test func aSmallLanguageListsEveryPageWithTheCurrentOneMarked() throws {
        let pages = [page("es", "index", "Inicio", order: 0), page("es", "celdas", "Celdas", order: 2), page("es", "vistas", "Vistas & <controladores>", order: 1)]
        let navigation = Navigation(pages: pages, theme: try Theme.bundled(), languages: [pages[0].language])
        #expect(navigation.items(for: pages[1]) == """
            <li><a href="../../es/">Inicio</a></li>
            <li><a href="../../es/vistas/">Vistas &amp; &lt;controladores&gt;</a></li>
            <li><a href="../../es/celdas/" aria-current="page">Celdas</a></li>

            """)
    }

    /// 42 pages: the first, the 15 around page 20, the last, and gaps between.
    @Test func aLargeLanguageListsAWindowAroundThePage() throws {
        let pages = [page("ru", "index", "Главная", order: 0)] + (1...41).map { page("ru", String(format: "p%02d", $0), "Страница \($0)", order: $0) }
        let navigation = Navigation(pages: pages, theme: try Theme.bundled(), languages: [pages[0].language])
        #expect(navigation.items(for: pages[20]) == """
            <li><a href="../../ru/">Главная</a></li>
            <li class="nav-gap" aria-hidden="true">…</li>
            <li><a href="../../ru/p13/">Страница 13</a></li>
            <li><a href="../../ru/p14/">Страница 14</a></li>
            <li><a href="../../ru/p15/">Страница 15</a></li>
            <li><a href="../../ru/p16/">Страница 16</a></li>
            <li><a href="../../ru/p17/">Страница 17</a></li>
            <li><a href="../../ru/p18/">Страница 18</a></li>
            <li><a href="../../ru/p19/">Страница 19</a></li>
            <li><a href="../../ru/p20/" aria-current="page">Страница 20</a></li>
            <li><a href="../../ru/p21/">Страница 21</a></li>
            <li><a href="../../ru/p22/">Страница 22</a></li>
            <li><a href="../../ru/p23/">Страница 23</a></li>
            <li><a href="../../ru/p24/">Страница 24</a></li>
            <li><a href="../../ru/p25/">Страница 25</a></li>
            <li><a href="../../ru/p26/">Страница 26</a></li>
            <li><a href="../../ru/p27/">Страница 27</a></li>
            <li class="nav-gap" aria-hidden="true">…</li>
            <li><a href="../../ru/p41/">Страница 41</a></li>

            """)
        let first = navigation.items(for: pages[0]).split(separator: "\n")
        #expect(first.count == 18 && first[0].contains("aria-current") && first[15].contains("p15/") && first[16].contains("nav-gap"))
        let last = navigation.items(for: pages[41]).split(separator: "\n")
        #expect(last.count == 18 && last[1].contains("nav-gap") && last[2].contains("p26/") && last[17].contains("aria-current"))
    }

    /// 42 pages, 21 of them in a section: the window around page 20 lies in
    /// the section, shown open around it, with a gap before and after.
    @Test func aWindowInsideASectionShowsTheSectionAroundIt() throws {
        let top = [page("ru", "index", "Главная", order: 0)] + (1...9).map { page("ru", String(format: "p%02d", $0), "Страница \($0)", order: $0) }
        let section = [page("ru", "big/index", "Большой", order: 10)] + (11...30).map { page("ru", "big/p\($0)", "Страница \($0)", order: $0) }
        let pages = top + section + (31...41).map { page("ru", "p\($0)", "Страница \($0)", order: $0) }
        let navigation = Navigation(pages: pages.shuffled(), theme: try Theme.bundled(), languages: [pages[0].language])
        let window = (13...27).map { "<li><a href=\"../../../ru/big/p\($0)/\"\($0 == 20 ? " aria-current=\"page\"" : "")>Страница \($0)</a></li>\n" }
        #expect(navigation.items(for: pages[20]) == """
            <li><a href="../../../ru/">Главная</a></li>
            <li class="nav-gap" aria-hidden="true">…</li>
            <li class="nav-section"><details open>
            <summary>Большой</summary>
            <ul>
            \(window.joined())</ul>
            </details></li>
            <li class="nav-gap" aria-hidden="true">…</li>
            <li><a href="../../../ru/p41/">Страница 41</a></li>

            """)
        #expect(navigation.pages(pages[0].language).map(\.slug) == pages.map(\.slug))
        #expect(navigation.trail(to: pages[20]).map(\.slug) == ["index", "big/index", "big/p20"])
    }

    /// URLs between folders of the site climb one `../` per folder of the page.
    @Test(arguments: [("", "es/", "es/"), ("ru/", "", "../"), ("ru/cells/", "es/", "../../es/"), ("x/x/x/", "ru/a/", "../../../ru/a/")])
    func relativeURLsClimbOneLevelPerFolder(from: String, to: String, url: String) {
        #expect(LinkResolver.relativeURL(from: from, to: to) == url)
    }
}
