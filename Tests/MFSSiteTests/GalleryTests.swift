import Foundation
import Testing
import MFSSite
import TestSupport

/// Galleries (sizes grouped by device, the CSS-only chooser, figure names),
/// tables in scroll boxes, and the 404 page's links: exact HTML.
@Suite struct GalleryTests {
    static let label = "ячейка записи на стене: автор, дата, текст, фотографии и кнопки"

    @Test func aGalleryGroupsItsSizesByDeviceWithARadioChooser() throws {
        let html = try BlockTests.page("```mfs\nscreen: wallPost\nstate: collapsed\nsizes: [320x568, 568x320, 375x667, 500x400]\n```\n")
        #expect(html.contains("""
            <div class="mfs-screens" role="group" aria-label="\(Self.label)">
            <fieldset class="mfs-chooser">
            <legend>Устройство</legend>
            <fieldset><legend>iPhone SE 320 × 568</legend><label><input type="radio" name="mfs-gallery-1" value="0" data-device="0" checked>портрет</label><label><input type="radio" name="mfs-gallery-1" value="1" data-device="0">альбомная</label></fieldset>
            <fieldset><legend>iPhone 8 375 × 667</legend><label><input type="radio" name="mfs-gallery-1" value="2" data-device="1">портрет</label></fieldset>
            <fieldset><legend>400 × 500</legend><label><input type="radio" name="mfs-gallery-1" value="3" data-device="2">альбомная</label></fieldset>
            </fieldset>
            <div class="mfs-devices">
            <div class="mfs-device" data-device="0">
            <figure class="mfs-screen" data-screen="wallPost" data-width="320" data-height="416" data-size="320x568" data-language="ru" data-state="collapsed" data-choice="0" data-states="collapsed expanded" tabindex="0" aria-label="\(Self.label): iPhone SE · 320 × 416 · портрет · свёрнуто">
            <div class="mfs-canvas" style="position:relative;--pw:320px;--ph:416px;--lw:320px;--lh:612px;background:rgb(255 255 255)">
            """))
        #expect(html.contains("""
            <figcaption>iPhone SE · 320 × 416 · портрет · свёрнуто</figcaption>
            </figure>
            <figure class="mfs-screen" data-screen="wallPost" data-width="568" data-height="540" data-size="568x320" data-language="ru" data-state="collapsed" data-choice="1" data-states="collapsed expanded" tabindex="0" aria-label="\(Self.label): iPhone SE · 568 × 540 · альбомная · свёрнуто">
            """))
        #expect(html.contains("""
            <figcaption>iPhone SE · 568 × 540 · альбомная · свёрнуто</figcaption>
            </figure>
            </div>
            <div class="mfs-device" data-device="1">
            <figure class="mfs-screen" data-screen="wallPost" data-width="375" data-height="444" data-size="375x667" data-language="ru" data-state="collapsed" data-choice="2" data-states="collapsed expanded" tabindex="0" aria-label="\(Self.label): iPhone 8 · 375 × 444 · портрет · свёрнуто">
            """))
        #expect(html.contains("""
            <figcaption>iPhone 8 · 375 × 444 · портрет · свёрнуто</figcaption>
            </figure>
            </div>
            <div class="mfs-device" data-device="2">
            <figure class="mfs-screen" data-screen="wallPost" data-width="500" data-height="506" data-size="500x400" data-language="ru" data-state="collapsed" data-choice="3" data-states="collapsed expanded" tabindex="0" aria-label="\(Self.label): 500 × 506 · альбомная · свёрнуто">
            """))
        #expect(html.contains("""
            <figcaption>500 × 506 · альбомная · свёрнуто</figcaption>
            </figure>
            </div>
            </div>
            </div>
            <div class="mfs-outlines">
            <input type="checkbox" class="mfs-outlines-toggle" id="mfs-gallery-1-outlines">
            <label for="mfs-gallery-1-outlines"><span class="mfs-switch"></span>Фреймы кэшей</label>
            <ul class="mfs-legend">
            """))
        // One Tab stop per figure: no view is one.
        #expect(html.components(separatedBy: "tabindex=").count - 1 == 4)
        #expect(html.components(separatedBy: "class=\"mfs-view").count - 1 == 36)
    }

    @Test func aSingleSizeHasNoChooser() throws {
        let html = try BlockTests.page("```mfs\nscreen: friend\nsizes: [414x896]\nmodel:\n  fullName: \"Анна\"\n```\n")
        #expect(!html.contains("mfs-chooser\""))
        #expect(html.contains("""
            <div class="mfs-devices">
            <div class="mfs-device" data-device="0">
            <figure class="mfs-screen" data-screen="friend" data-width="414" data-height="54" data-size="414x896" data-language="ru" data-model="{&quot;fullName&quot;:&quot;Анна&quot;}" tabindex="0" aria-label="ячейка друга: аватар, имя и время последнего визита: iPhone 11 · 414 × 54 · портрет · свои данные: fullName">
            """))
    }

    /// Every table, drawn by cmark-gfm's fast path or by the renderer (a link,
    /// a block quote), sits in a focusable, named scroll box.
    @Test func everyTableSitsInAFocusableScrollBox() throws {
        let html = try BlockTests.page("| A | B |\n| - | - |\n| 1 | 2 |\n\n> | C | [D](https://example.org) |\n> | - | - |\n> | 3 | 4 |\n")
        #expect(html.contains("""
            <div class="table-scroll" tabindex="0" role="group" aria-label="Таблица: A, B">
            <table>
            <thead>
            <tr>
            <th>A</th>
            <th>B</th>
            </tr>
            </thead>
            <tbody>
            <tr>
            <td>1</td>
            <td>2</td>
            </tr>
            </tbody>
            </table>
            </div>
            <blockquote>
            <div class="table-scroll" tabindex="0" role="group" aria-label="Таблица: C, D">
            <table>
            """))
    }

    @Test func theNotFoundPageLinksFromTheSiteRootsPath() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.copyFixture("site", to: "Content")
        var builder = SiteBuilder(contentDirectory: folder.path("Content"), outputDirectory: folder.path("Public"))
        builder.baseURL = "https://example.org/docs/mfs/"
        _ = try builder.build()
        let notFound = try folder.read("Public/404.html")
        #expect(notFound.contains("<link rel=\"stylesheet\" href=\"/docs/mfs/assets/style.css\">"))
        #expect(notFound.contains("<a class=\"site-title\" href=\"/docs/mfs/\">"))
        #expect(notFound.contains("<li><a href=\"/docs/mfs/es/\" hreflang=\"es\" lang=\"es\">Español</a></li>"))
        #expect(notFound.contains("Esta página no existe. Empiece por el índice: <a href=\"/docs/mfs/es/\" hreflang=\"es\">"))
        #expect(notFound.contains("<form class=\"search-form\" role=\"search\" action=\"/docs/mfs/es/search/index.html\" method=\"get\" aria-label=\"Buscar en el sitio\"><input type=\"search\" name=\"q\" aria-label=\"Buscar en el sitio\" placeholder=\"Buscar\"><button type=\"submit\">Buscar</button></form>"))
    }
}
