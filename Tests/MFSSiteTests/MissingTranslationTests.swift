import Foundation
import Testing
import MFSSite
import TestSupport

@Suite struct MissingTranslationTests {
    /// A page in one language only is shown untranslated in the other at its
    /// own URL: the switcher links it there with a note in that language, and the build warns.
    @Test func switcherLinksTheUntranslatedPageAndTheBuildWarns() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.copyFixture("site", to: "Content")
        try folder.write("Content/ru/only.md", "---\ntitle: Только по-русски\n---\n\nТекст.\n")
        try folder.write("Content/es/solo.md", "---\ntitle: Solo en español\n---\n\nTexto.\n")
        let summary = try SiteBuilder(contentDirectory: folder.path("Content"), outputDirectory: folder.path("Public")).build()
        #expect(try folder.read("Public/ru/only/index.html").contains("""
            <li><a href="../../ru/only/" hreflang="ru" lang="ru" aria-current="true">Русский</a></li>
            <li><a href="../../es/only/" hreflang="es" lang="es" class="translation-missing" \
            title="esta página aún no está en español: el enlace lleva a la versión sin traducir">Español\
            <span class="visually-hidden">: esta página aún no está en español: el enlace lleva a la versión sin traducir</span></a></li>
            """))
        #expect(try folder.read("Public/es/solo/index.html").contains("""
            <li><a href="../../ru/solo/" hreflang="ru" lang="ru" class="translation-missing" \
            title="этой страницы ещё нет на русском: ссылка ведёт к непереведённой версии">Русский\
            <span class="visually-hidden">: этой страницы ещё нет на русском: ссылка ведёт к непереведённой версии</span></a></li>
            """))
        // Translated pages link each other, without a note.
        #expect(try folder.read("Public/ru/index.html").contains("<li><a href=\"../es/\" hreflang=\"es\" lang=\"es\">Español</a></li>"))
        #expect(summary.warnings.map(\.description) == [
            "\(folder.path("Content"))/es/solo.md: warning: no 'ru' translation (ru/solo.md): ru/solo/ shows this page untranslated, with a note",
            "\(folder.path("Content"))/ru/only.md: warning: no 'es' translation (es/only.md): es/only/ shows this page untranslated, with a note",
        ])
    }

    /// A language without an index page: its index is the default language's, shown untranslated.
    @Test func withoutAnIndexTheLanguageShowsTheDefaultOne() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("Content/ru/index.md", "---\ntitle: Главная\n---\n\nТекст.\n")
        try folder.write("Content/es/b.md", "---\ntitle: B\norder: 2\n---\n\nB.\n")
        try folder.write("Content/es/a.md", "---\ntitle: A\norder: 1\n---\n\nA.\n")
        #expect(folder.buildFailure() == nil)
        #expect(try folder.read("Public/ru/index.html").contains("<li><a href=\"../es/\" hreflang=\"es\" lang=\"es\" class=\"translation-missing\""))
        #expect(try folder.read("Public/es/index.html").contains("""
            <p class="untranslated-note" role="note">Esta página aún no está traducida; se muestra la versión en ruso.</p>
            <article lang="ru">
            <h1>Главная</h1>
            """))
    }

    /// An incremental build renders the untranslated page again when its
    /// original changes, and makes it the page itself once it is translated.
    @Test func incrementalBuildsFollowTheOriginalAndTheTranslation() throws {
        let site = try IncrementalBuildTests.Site()
        defer { site.folder.remove() }
        try site.buildAndCompare()
        try site.write("ru/styles.md", "---\ntitle: Стили\norder: 2\n---\n\nНовый текст про стили.\n")
        try site.buildAndCompare()
        #expect(site.builder.lastRendered == ["ru/styles.md", "es/styles.md"])
        #expect(try site.folder.read("Public/es/styles/index.html").contains("<p>Новый текст про стили.</p>"))
        try site.write("es/styles.md", "---\ntitle: Estilos\norder: 2\n---\n\nTexto.\n")
        try site.buildAndCompare()
        #expect(try !site.folder.read("Public/es/styles/index.html").contains("untranslated-note"))
    }
}
