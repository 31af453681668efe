import Foundation
import Testing
import MFSScreens
@testable import MFSSite
import TestSupport

/// The search index: folding, Snowball stems, what a section's prose leaves
/// out, and the exact index and results page of a tiny site.
@Suite struct SearchIndexTests {
    @Test func foldsERussianEToE() {
        #expect(SearchText.fold("Кэш КЕШ хэш тег Это") == "кеш кеш хеш тег ето")
        #expect(SearchText.fold("кэш") == SearchText.fold("кеш"))
    }

    @Test func foldsCaseYoAndAcuteGraveDiaeresisButKeepsTildeAndBreve() {
        #expect(SearchText.fold("ЁЖИК Caché À PINGÜINO niño Йод уда\u{301}рный") == "ежик cache a pinguino niño йод ударный")
        #expect(SearchText.fold("subviewFrames ячейка") == "subviewframes ячейка")
    }

    @Test func splitsWordsOnAnythingButLettersMarksAndDigits() {
        #expect(SearchText.words("«Кэш» рамок — в 300 строк; cell’s año-2") == ["кеш", "рамок", "в", "300", "строк", "cell", "s", "año", "2"])
        #expect(SearchText.words("") == [])
    }

    @Test func stemsRussianAndSpanishWithSnowball() {
        let russian = SnowballStemmer("russian")
        #expect(["ячейкам", "ячейки", "ячейка"].map(russian.stem) == ["ячейк", "ячейк", "ячейк"])
        #expect(russian.stem("кэша") == "кэш")
        #expect(russian.stem("переиспользования") == "переиспользован")
        let spanish = SnowballStemmer("spanish")
        #expect(["celdas", "celda", "cache", "caches"].map(spanish.stem) == ["celd", "celd", "cach", "cach"])
    }

    @Test func proseOfRenderedHTMLLeavesOutCodeAndTablesAndDecodesReferences() {
        let html = "<p>Ячейки &amp; <em>рамки</em> &lt;3 &#1105; &#x451;</p>\n<pre><code>let x = 1</code></pre>\n"
            + "<table><tr><td>скрыто</td></tr></table>\n<ul>\n<li>один</li>\n<li>два</li>\n</ul>\n"
        #expect(SearchSection.prose(ofHTML: html) == "Ячейки & рамки <3 ё ё\nодин\nдва")
    }

    @Test func writesTheExactIndexOfATinySiteWithCodeButWithoutScreensTablesOrFootnotes() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.copyFixture("search", to: "Content")
        #expect(folder.buildFailure() == nil)
        #expect(try folder.read("Public/ru/search-index.js") == """
            window.MFS_SEARCH_INDEX = {"stopWords": ["а","без","бы","во","вот","все","да","для","до","его","ее","если","ета","ети","ето","етого","етой","етом","етот","ету","же","за","и","из","или","их","как","ли","на","над","не","но","о","об","он","она","они","оно","от","по","под","после","при","про","с","со","так","то","тоже","только","уже","чем","что","чтобы"], "pages": [
            ["Ёжик в кэше","",[[null,"","Ячейки переиспользуются, а subviewFrames хранит рамки.","subviewframes ежик:10 кеш:10 переиспольз рамк хран ячейк"],
            ["Три кэша","три-кэша","сырой html\\nКэш рамок — это ячейка из контроллера.","html let кеш:11 контроллер рамок скрытыйкод сыр три:10 ячейк"]]]]};

            """)
        #expect(try folder.read("Public/es/search-index.js") == """
            window.MFS_SEARCH_INDEX = {"stopWords": ["a","al","como","con","de","del","el","en","entre","es","esa","ese","eso","esta","este","esto","la","las","le","les","lo","los","mas","no","o","para","pero","por","que","se","si","sin","su","sus","un","una","unos","y","ya"], "pages": [
            ["Las tres cachés","",[[null,"","Celdas estáticas y pingüinos.","cach:10 celd estat pinguin tres:10"],
            ["Año de la celda","año-de-la-celda","Una celda.","año:10 celd:11"]]]]};

            """)
    }

    /// A Russian page `slug` whose body is `markdown`.
    static func page(_ slug: String, _ markdown: String) throws -> Page {
        let document = try MarkdownParser.parse(markdown, path: "\(slug).md")
        return Page(language: SiteLanguage.shipped("ru"), slug: slug, sourcePath: "\(slug).md", frontMatter: FrontMatter(title: slug, description: "", order: 0),
                    document: document, body: markdown, bodyLine: 1, headings: Heading.collect(in: document))
    }

    @Test func entriesAreKeptForTheSamePageOnlyAndForgottenWithIt() throws {
        var kept = SearchEntries()
        let first = try Self.page("a", "Кэш."), second = try Self.page("b", "Кэш.")
        kept.store("A", of: first)
        #expect(kept.entry(of: first) == "A")
        #expect(kept.entry(of: try Self.page("a", "Кэш.")) == nil)
        kept.store("B", of: second)
        kept.keep(only: [second])
        #expect(kept.entry(of: first) == nil)
        #expect(kept.entry(of: second) == "B")
    }

    @Test func quotesTextAsJSONAndJavaScript() {
        var json: [UInt8] = []
        for text in ["Кэш — рамки", "a \"b\" \\ c", "line\nfeed\ttab\u{1}", "x\u{2028}y\u{2029}z"] {
            SearchIndex.appendQuoted(text, to: &json)
            json.append(UInt8(ascii: ","))
        }
        #expect(String(decoding: json, as: UTF8.self)
            == #""Кэш — рамки","a \"b\" \\ c","line\nfeed\u0009tab\u0001","x\u2028y\u2029z","#)
    }

    @Test func everyPageHasTheSearchBoxAndEachLanguageAResultsPageThatLoadsItsIndex() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.copyFixture("search", to: "Content")
        #expect(folder.buildFailure() == nil)
        let page = try folder.read("Public/ru/index.html")
        #expect(page.contains("<form class=\"site-search\" role=\"search\" action=\"../ru/search/index.html\" method=\"get\" aria-label=\"Поиск по сайту\" "
            + "data-label=\"Поиск по сайту\" data-placeholder=\"Поиск\" data-prompt=\"Введите слово или его начало.\" data-none=\"Ничего не найдено.\" "
            + "data-found=\"Найдено разделов: {n}.\" data-close=\"Закрыть\" data-results=\"Результаты поиска\" data-all=\"Все результаты ({n}) →\">"
            + "<input type=\"search\" name=\"q\" aria-label=\"Поиск по сайту\" placeholder=\"Поиск\"><button type=\"submit\">Найти</button></form>"))
        #expect(page.contains("<script src=\"../assets/search.js\" data-stemmer=\"russian\"></script>\n</body>"))
        let results = try folder.read("Public/es/search/index.html")
        #expect(results.contains("<noscript><p class=\"search-status\">La búsqueda del sitio solo funciona con JavaScript. "
            + "Todos los artículos están en <a href=\"../\">Las tres cachés</a>.</p></noscript>"))
        #expect(results.contains("<script src=\"../search-index.js\"></script>\n<script src=\"../../assets/search.js\" data-stemmer=\"spanish\"></script>"))
        #expect(results.contains("<ol class=\"search-results\" id=\"search-results\"></ol>\n"
            + "<button type=\"button\" class=\"search-more\" id=\"search-more\" data-more=\"Mostrar más (quedan {n})\" hidden></button>"))
        #expect(FileManager.default.fileExists(atPath: folder.path("Public/assets/search-engine.js")))
        #expect(!results.contains("class=\"site-search\""))
        #expect(results.contains("<form class=\"search-form\" role=\"search\" action=\"index.html\" method=\"get\" aria-label=\"Buscar en el sitio\">"))
        #expect(FileManager.default.fileExists(atPath: folder.path("Public/assets/search.js")))
        let manifest = try folder.read("Public/.mfs-manifest")
        for path in ["ru/search-index.js", "es/search-index.js", "ru/search/index.html", "es/search/index.html"] {
            #expect(manifest.contains(path), "\(path)")
        }
    }
}
