import Foundation
import Testing
import MFSScreens
@testable import MFSSite
import TestSupport

/// The search index: folding, Snowball stems, what a section's prose leaves
/// out, and the exact index and results page of a tiny site.
@Suite struct SearchIndexTests {
    @Test func foldsCaseYoAndAcuteGraveDiaeresisButKeepsTildeAndBreve() {
        #expect(SearchText.fold("ЁЖИК Caché À PINGÜINO niño Йод уда\u{301}рный") == "ежик cache a pinguino niño йод ударный")
        #expect(SearchText.fold("subviewFrames ячейка") == "subviewframes ячейка")
    }

    @Test func splitsWordsOnAnythingButLettersMarksAndDigits() {
        #expect(SearchText.words("«Кэш» рамок — в 300 строк; cell’s año-2") == ["кэш", "рамок", "в", "300", "строк", "cell", "s", "año", "2"])
        #expect(SearchText.words("") == [])
    }

    @Test func stemsRussianAndSpanishWithSnowball() {
        let russian = SnowballStemmer(.ru)
        #expect(["ячейкам", "ячейки", "ячейка"].map(russian.stem) == ["ячейк", "ячейк", "ячейк"])
        #expect(russian.stem("кэша") == "кэш")
        #expect(russian.stem("переиспользования") == "переиспользован")
        let spanish = SnowballStemmer(.es)
        #expect(["celdas", "celda", "cache", "caches"].map(spanish.stem) == ["celd", "celd", "cach", "cach"])
    }

    @Test func proseOfRenderedHTMLLeavesOutCodeAndTablesAndDecodesReferences() {
        let html = "<p>Ячейки &amp; <em>рамки</em> &lt;3 &#1105; &#x451;</p>\n<pre><code>let x = 1</code></pre>\n"
            + "<table><tr><td>скрыто</td></tr></table>\n<ul>\n<li>один</li>\n<li>два</li>\n</ul>\n"
        #expect(SearchSection.prose(ofHTML: html) == "Ячейки & рамки <3 ё ё\nодин\nдва")
    }

    @Test func writesTheExactIndexOfATinySiteWithoutCodeScreensTablesOrFootnotes() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.copyFixture("search", to: "Content")
        #expect(folder.buildFailure() == nil)
        #expect(try folder.read("Public/ru/search-index.js") == """
            window.MFS_SEARCH_INDEX = {"pages":[["Ёжик в кэше",""]],
            "sections":[[0,null,"","Ячейки переиспользуются, а subviewFrames хранит рамки."],
            [0,"Три кэша","три-кэша","сырой html Кэш рамок — это ячейка из контроллера."]],
            "stems":{"html":[1,1],
            "subviewframes":[0,1],
            "ежик":[0,10],
            "контроллер":[1,1],
            "кэш":[0,10,1,11],
            "переиспольз":[0,1],
            "рамк":[0,1],
            "рамок":[1,1],
            "сыр":[1,1],
            "три":[1,10],
            "хран":[0,1],
            "ячейк":[0,1,1,1]}};

            """)
        #expect(try folder.read("Public/es/search-index.js") == """
            window.MFS_SEARCH_INDEX = {"pages":[["Las tres cachés",""]],
            "sections":[[0,null,"","Celdas estáticas y pingüinos."],
            [0,"Año de la celda","año-de-la-celda","Una celda."]],
            "stems":{"año":[1,10],
            "cach":[0,10],
            "celd":[0,1,1,11],
            "estat":[0,1],
            "pinguin":[0,1],
            "tres":[0,10]}};

            """)
    }

    @Test func cutsLongSnippetsAtASpace() {
        let words = Array(repeating: "слово", count: 40).joined(separator: " ")
        let snippet = SearchSection(heading: nil, anchor: "", text: words).snippet
        #expect(snippet == Array(repeating: "слово", count: 26).joined(separator: " ") + "…")
        #expect(SearchSection(heading: nil, anchor: "", text: "  два\n слова ").snippet == "два слова")
    }

    @Test func everyPageHasTheSearchBoxAndEachLanguageAResultsPageThatLoadsItsIndex() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.copyFixture("search", to: "Content")
        #expect(folder.buildFailure() == nil)
        let page = try folder.read("Public/ru/index.html")
        #expect(page.contains("<form class=\"site-search\" role=\"search\" action=\"../ru/search/index.html\" method=\"get\" aria-label=\"Поиск по сайту\">"
            + "<input type=\"search\" name=\"q\" aria-label=\"Поиск по сайту\" placeholder=\"Поиск\"><button type=\"submit\">Найти</button></form>"))
        let results = try folder.read("Public/es/search/index.html")
        #expect(results.contains("<noscript><p class=\"search-status\">La búsqueda del sitio solo funciona con JavaScript. "
            + "Todos los artículos están en <a href=\"../\">Las tres cachés</a>.</p></noscript>"))
        #expect(results.contains("<script src=\"../search-index.js\"></script>\n<script src=\"../../assets/search.js\"></script>"))
        #expect(!results.contains("class=\"site-search\""))
        #expect(results.contains("<form class=\"search-form\" role=\"search\" action=\"index.html\" method=\"get\" aria-label=\"Buscar en el sitio\">"))
        #expect(FileManager.default.fileExists(atPath: folder.path("Public/assets/search.js")))
        let manifest = try folder.read("Public/.mfs-manifest")
        for path in ["ru/search-index.js", "es/search-index.js", "ru/search/index.html", "es/search/index.html"] {
            #expect(manifest.contains(path), "\(path)")
        }
    }
}
