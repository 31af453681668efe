import Foundation
import Testing
import MFSSite
import TestSupport

@Suite struct MissingTranslationTests {
    /// A page in one language only: the switcher links the other language's
    /// start page with a note in that language, and the build warns.
    @Test func switcherLinksTheStartPageAndTheBuildWarns() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.copyFixture("site", to: "Content")
        try folder.write("Content/ru/only.md", "---\ntitle: Только по-русски\n---\n\nТекст.\n")
        try folder.write("Content/es/solo.md", "---\ntitle: Solo en español\n---\n\nTexto.\n")
        let summary = try SiteBuilder(contentDirectory: folder.path("Content"), outputDirectory: folder.path("Public")).build()
        #expect(try folder.read("Public/ru/only/index.html").contains("""
            <li><a href="../../ru/only/" hreflang="ru" lang="ru" aria-current="true">Русский</a></li>
            <li><a href="../../es/" hreflang="es" lang="es" class="translation-missing" \
            title="esta página no está en español: el enlace lleva a la portada">Español\
            <span class="visually-hidden">: esta página no está en español: el enlace lleva a la portada</span></a></li>
            """))
        #expect(try folder.read("Public/es/solo/index.html").contains("""
            <li><a href="../../ru/" hreflang="ru" lang="ru" class="translation-missing" \
            title="этой страницы нет на русском: ссылка ведёт на главную">Русский\
            <span class="visually-hidden">: этой страницы нет на русском: ссылка ведёт на главную</span></a></li>
            """))
        // Translated pages link each other, without a note.
        #expect(try folder.read("Public/ru/index.html").contains("<li><a href=\"../es/\" hreflang=\"es\" lang=\"es\">Español</a></li>"))
        #expect(summary.warnings.map(\.description) == [
            "\(folder.path("Content"))/ru/only.md: warning: no 'es' translation (es/only.md): its language switcher links to the es start page instead",
            "\(folder.path("Content"))/es/solo.md: warning: no 'ru' translation (ru/solo.md): its language switcher links to the ru start page instead",
        ])
    }

    /// A language without an index page: the switcher links its first page.
    @Test func withoutAnIndexTheSwitcherLinksTheFirstPage() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("Content/ru/index.md", "---\ntitle: Главная\n---\n\nТекст.\n")
        try folder.write("Content/es/b.md", "---\ntitle: B\norder: 2\n---\n\nB.\n")
        try folder.write("Content/es/a.md", "---\ntitle: A\norder: 1\n---\n\nA.\n")
        #expect(folder.buildFailure() == nil)
        #expect(try folder.read("Public/ru/index.html").contains("<li><a href=\"../es/a/\" hreflang=\"es\" lang=\"es\" class=\"translation-missing\""))
    }

    /// An incremental build renders again a page missing in a language whose
    /// start page changed (here es/index.md removed: es/frames.md starts es).
    @Test func incrementalBuildsFollowTheStartPage() throws {
        let site = try IncrementalBuildTests.Site()
        defer { site.folder.remove() }
        try site.buildAndCompare()
        try FileManager.default.removeItem(atPath: site.folder.path("Content/es/index.md"))
        try site.buildAndCompare()
        #expect(site.builder.lastRendered.sorted() == ["es/frames.md", "ru/index.md", "ru/styles.md"])
        #expect(try site.folder.read("Public/ru/styles/index.html").contains("<li><a href=\"../../es/frames/\" hreflang=\"es\""))
    }
}
