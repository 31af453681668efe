import Foundation
import Testing
@testable import MFSSite
import TestSupport

/// Languages are data: the `languages` fixture is a site in Russian and
/// German (a language whose screens have no data of their own) whose guide
/// is missing in German, with a strings file of its own for German.
@Suite struct LanguageDataTests {
    /// The fixture built into `Public/` of a new temporary folder.
    private func built() throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        try folder.copyFixture("languages", to: "Content")
        _ = try SiteBuilder(contentDirectory: folder.path("Content"), outputDirectory: folder.path("Public")).build()
        return folder
    }

    /// The guide missing in German is the Russian one at de/guide/, with a
    /// note in German, the article's language marked, and its canonical URL
    /// the original's; a German page's link to it resolves there.
    @Test func aMissingPageShowsTheDefaultLanguagesWithANote() throws {
        let folder = try built()
        defer { folder.remove() }
        let page = try folder.read("Public/de/guide/index.html")
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"de\">\n"))
        #expect(page.contains("<link rel=\"canonical\" href=\"http://127.0.0.1:8000/ru/guide/\">\n"))
        #expect(page.contains("""
            <main id="content">
            <p class="untranslated-note" role="note">Diese Seite ist noch nicht übersetzt; angezeigt wird die Fassung auf Russisch.</p>
            <article lang="ru">
            <h1>Руководство</h1>
            """))
        // Its own link leads to the German index; no alternate names it as German.
        #expect(page.contains("<p>См. <a href=\"../../de/\">главную</a>.</p>"))
        #expect(!page.contains("hreflang=\"de\" href=\"../../de/guide/index.html\""))
        #expect(try folder.read("Public/de/index.html").contains("Weiter zum <a href=\"../de/guide/\">Leitfaden</a>.</p>"))
        // The Russian index links the anchor, which only the Russian page has.
        #expect(try folder.read("Public/ru/index.html").contains("<a href=\"../ru/guide/#%D0%BA%D1%8D%D1%88\">руководства</a>"))
        // Left out of the German search index and of the sitemap.
        #expect(try !folder.read("Public/de/search-index.js").contains("Руководство"))
        #expect(try folder.read("Public/ru/search-index.js").contains("Руководство"))
        #expect(try !folder.read("Public/sitemap.xml").contains("de/guide/"))
    }

    /// The site's `strings/de.yaml` replaces the theme's German footer; the Russian one stays.
    @Test func theSitesStringsOverrideTheThemes() throws {
        let folder = try built()
        defer { folder.remove() }
        #expect(try folder.read("Public/de/index.html").contains("<footer class=\"site-footer\"><p>Eigene Fußzeile.</p></footer>"))
        #expect(try folder.read("Public/ru/index.html")
            .contains("<footer class=\"site-footer\"><p>Все экраны на этих страницах посчитал движок MFS во время сборки сайта.</p></footer>"))
    }

    /// A key the theme does not have is a typo: an error at its line, the old output kept.
    @Test func anUnknownStringIsAnErrorAtItsLine() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.copyFixture("languages", to: "Content")
        try folder.write("Content/strings/de.yaml", "page:\n  fooer: Fußzeile.\n")
        try folder.write("Public/keep.txt", "old")
        #expect(folder.buildFailure() == "\(folder.path("Content/strings/de.yaml")):2:3: error: unknown string 'page.fooer': "
            + "the theme's strings of this language have no such key")
        #expect(try folder.read("Public/keep.txt") == "old")
    }

    /// A new language is a folder of pages and a strings file with every key;
    /// one missing is an error naming the file and the key.
    @Test func aNewLanguageNeedsEveryString() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.copyFixture("languages", to: "Content")
        try folder.write("Content/site.yaml", "languages: [ru, de, fr]\n")
        try folder.write("Content/fr/index.md", "---\ntitle: Accueil\n---\n\nBonjour.\n")
        let english = try String(contentsOf: ContentSiteTests.root.appendingPathComponent("Sources/MFSSite/Theme/strings/en.yaml"), encoding: .utf8)
        let footer = try #require(english.split(separator: "\n").first { $0.hasPrefix("  footer: ") })
        try folder.write("Content/strings/fr.yaml", english.replacingOccurrences(of: footer + "\n", with: ""))
        #expect(folder.buildFailure() == "\(folder.path("Content/strings/fr.yaml")): error: the strings file has no 'page.footer': "
            + "every language's strings file gives every key (see the theme's en.yaml)")
        try folder.write("Content/strings/fr.yaml", english.replacingOccurrences(of: footer, with: "  footer: Pied de page."))
        #expect(folder.buildFailure() == nil)
        let page = try folder.read("Public/fr/index.html")
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"fr\">\n"))
        #expect(page.contains("<footer class=\"site-footer\"><p>Pied de page.</p></footer>"))
        #expect(page.contains("<li><a href=\"../fr/\" hreflang=\"fr\" lang=\"fr\" aria-current=\"true\">English</a></li>"))
    }

    /// German pages are indexed with Snowball's German stemmer, whose script
    /// the build copies and the page's search script loads.
    @Test func germanIsStemmedWithSnowballsGermanStemmer() throws {
        let folder = try built()
        defer { folder.remove() }
        let index = try folder.read("Public/de/search-index.js")
        // "Häuser" and "Haus" share a stem; "die", "und", "das", "zum" are stop words.
        #expect(index.contains(",\"haus:2 leitfad startseit:10 weit\"]"))
        #expect(try folder.read("Public/de/index.html").contains("<script src=\"../assets/search.js\" data-stemmer=\"german\"></script>"))
        #expect(try folder.read("Public/de/search/index.html").contains("<script src=\"../../assets/search.js\" data-stemmer=\"german\"></script>"))
        #expect(FileManager.default.fileExists(atPath: folder.path("Public/assets/snowball/german-stemmer.js")))
        #expect(!FileManager.default.fileExists(atPath: folder.path("Public/assets/snowball/spanish-stemmer.js")))
    }

    /// In the browser a German query is stemmed as the index is: "Hauses"
    /// finds the page of "Häuser" and "Haus".
    @Test func theBrowserFindsGermanWordsByTheirStem() throws {
        let folder = try built()
        defer { folder.remove() }
        let query = SearchRelevanceTests.Query(language: "de", query: "Hauses", folder: "", heading: "")
        #expect(try SearchRelevanceTests.topThree([query], language: "de", site: folder) == ["|"])
    }

    /// A stemmer libstemmer has but sphinx-common's JavaScript not is an error naming its script.
    @Test func aStemmerTheBrowserLacksIsAnError() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.copyFixture("languages", to: "Content")
        try folder.write("Content/strings/de.yaml", "language:\n  stemmer: english\n")
        #expect(folder.buildFailure() == "\(StemmerScripts.folder)/english-stemmer.js: error: sphinx-common has no JavaScript stemmer "
            + "'english', which the browser stems queries with: set the language's 'language.stemmer' to one whose script is in \(StemmerScripts.folder)")
    }

    /// Counts take CLDR's plural forms: Russian one, few and many.
    @Test(arguments: [(1, "1 строка"), (2, "2 строки"), (5, "5 строк"), (11, "11 строк"), (21, "21 строка"), (22, "22 строки"), (112, "112 строк")])
    func russianCountsTakeTheirPluralForm(count: Int, rows: String) {
        #expect(SiteLanguage.shipped("ru").strings.precomputationWorker(3, count, "1,5") == "ядро 3: \(rows), 1,5 мс")
    }

    /// Dates are written in the language's words and order.
    @Test(arguments: [("ru", "Обновлено 5 марта 2026 г."), ("es", "Actualizado el 5 de marzo de 2026"),
                      ("en", "Updated March 5, 2026"), ("de", "Aktualisiert am 5. März 2026")])
    func datesAreWrittenInTheLanguage(code: String, text: String) {
        #expect(SiteLanguage.shipped(code).strings.updated(5, 3, 2026) == text)
    }

    /// A plural condition outside CLDR's integer syntax is an error naming the file and the category.
    @Test func aWrongPluralConditionIsAnError() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.copyFixture("languages", to: "Content")
        try folder.write("Content/strings/de.yaml", "language:\n  plural:\n    one: n is 1\n")
        #expect(folder.buildFailure() == "\(folder.path("Content/strings/de.yaml")): error: 'language.plural.one' is not a CLDR plural "
            + "condition on integers (n % 10 = 2..4 and n % 100 != 12..14)")
    }

    /// A section of the default language whose index page German lacks: the
    /// Russian one is shown at de/guides/ untranslated, and so is its page
    /// missing in German; the German page in it has breadcrumbs through it.
    @Test func aSectionMissingItsIndexInALanguageFallsBackToo() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.copyFixture("languages", to: "Content")
        try folder.write("Content/ru/guides/index.md", "---\ntitle: Руководства\n---\n\nРаздел.\n")
        try folder.write("Content/ru/guides/first.md", "---\ntitle: Первое\n---\n\nТекст.\n")
        try folder.write("Content/de/guides/second.md", "---\ntitle: Zweite\n---\n\nText.\n")
        #expect(folder.buildFailure() == nil)
        let section = try folder.read("Public/de/guides/index.html")
        #expect(section.contains("""
            <p class="untranslated-note" role="note">Diese Seite ist noch nicht übersetzt; angezeigt wird die Fassung auf Russisch.</p>
            <article lang="ru">
            <h1>Руководства</h1>
            """))
        #expect(try folder.read("Public/de/guides/first/index.html").contains("<article lang=\"ru\">\n<h1>Первое</h1>"))
        let item = "<li itemprop=\"itemListElement\" itemscope itemtype=\"https://schema.org/ListItem\">"
        #expect(try folder.read("Public/de/guides/second/index.html").contains("""
            <nav class="breadcrumbs" aria-label="Navigationspfad">
            <ol itemscope itemtype="https://schema.org/BreadcrumbList">
            \(item)<a itemprop="item" href="../../../de/"><span itemprop="name">Startseite</span></a><meta itemprop="position" content="1"></li>
            \(item)<a itemprop="item" href="../../../de/guides/"><span itemprop="name">Руководства</span></a><meta itemprop="position" content="2"></li>
            \(item)<a itemprop="item" href="../../../de/guides/second/" aria-current="page"><span itemprop="name">Zweite</span></a><meta itemprop="position" content="3"></li>
            </ol>
            </nav>
            <article>
            <h1>Zweite</h1>
            """))
        // The default language's own section still needs its index page.
        try FileManager.default.removeItem(atPath: folder.path("Content/ru/guides/index.md"))
        let errors = ["ru", "de"].map { code in
            "\(folder.path("Content/\(code)/guides")): error: the folder of pages is a section, and a section needs an index page: "
                + "add \(folder.path("Content/\(code)/guides"))/index.md, whose title is the section's title"
        }
        #expect(folder.buildFailure() == errors.joined(separator: "\n"))
    }

    /// `mfs serve`'s builder reads the site's strings files again when one
    /// changes, and renders every page again.
    @Test func theServersBuilderReadsChangedStrings() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.copyFixture("languages", to: "Content")
        let builder = IncrementalSiteBuilder(contentDirectory: folder.path("Content"), outputDirectory: folder.path("Public"))
        _ = try builder.build()
        try folder.write("Content/strings/de.yaml", "page:\n  footer: Neue Fußzeile.\n")
        _ = try builder.build()
        #expect(try folder.read("Public/de/index.html").contains("<footer class=\"site-footer\"><p>Neue Fußzeile.</p></footer>"))
    }
}
