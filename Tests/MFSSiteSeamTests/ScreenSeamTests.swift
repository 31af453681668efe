import Foundation
import MFSSite
import Testing
import TestSupport

/// The site knows screens only through the provider it is given: a site built
/// with `TinyScreens` draws its screen and its trace, and knows no demo screen.
@Suite struct ScreenSeamTests {
    /// Builds one page at `Content/<language>/index.md` whose body is `markdown`, with `TinyScreens`;
    /// returns its HTML, or the build's diagnostics.
    static func page(_ markdown: String, language: String = "ru") throws -> String {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("Content/\(language)/index.md", "---\ntitle: T\norder: 0\n---\n\n\(markdown)")
        do {
            _ = try SiteBuilder(contentDirectory: folder.path("Content"), outputDirectory: folder.path("Public"),
                                screens: TinyScreens()).build()
        } catch {
            return error.description.replacingOccurrences(of: folder.path("Content") + "/", with: "Content/")
        }
        return try folder.read("Public/\(language)/index.html")
    }

    /// The HTML of the page's one embed: from its `<div class="mfs-embed">` or trace title to the end of the article.
    static func embeds(_ html: String) -> String {
        let start = html.range(of: "<div class=\"mfs-embed\">") ?? html.range(of: "<p class=\"mfs-trace-title\"")
        let end = html.range(of: "</article>")
        guard let start, let end else { return html }
        return String(html[start.lowerBound..<end.lowerBound])
    }

    @Test func aProvidersScreenIsDrawnWithItsOwnDescription() throws {
        let html = try Self.page("```mfs\nscreen: dot\nsizes: [100x50]\nmodel: {side: 20}\nstate: framed\n```\n")
        #expect(Self.embeds(html) == """
            <div class="mfs-embed">
            <p class="mfs-hint">Наведите указатель на элемент экрана или выберите экран клавишей Tab и переходите по элементам стрелками: внизу появятся имя элемента, его фрейм и кэш.</p>
            <div class="mfs-screens" role="group" aria-label="точка посреди экрана">
            <div class="mfs-devices">
            <div class="mfs-device" data-device="0">
            <figure class="mfs-screen" data-chrome="phone" data-screen="dot" data-width="100" data-height="50" data-size="100x50" data-language="ru" data-state="framed" data-model="{&quot;side&quot;:20}" tabindex="0" aria-label="точка посреди экрана: 100 × 50 · альбомная · framed · свои данные: side">
            <div class="mfs-phone">
            <div class="mfs-bezel" aria-hidden="true"></div>
            <div class="mfs-canvas" style="position:relative;width:100px;height:50px;background:rgb(128 128 128)">
            <div class="mfs-view" data-name="dot" data-cache="static" data-inspect="dot · (40, 15) 20 × 20 · статичный кэш (subviewStaticFrames)" role="group" aria-label="dot · (40, 15) 20 × 20 · статичный кэш (subviewStaticFrames)" style="position:absolute;left:40px;top:15px;width:20px;height:20px;background:rgb(0 0 0);border-radius:10px;box-shadow:inset 0 0 0 1px rgb(255 0 0)"></div>
            </div>
            <div class="mfs-home-indicator" aria-hidden="true"></div>
            </div>
            <figcaption>100 × 50 · альбомная · framed · свои данные: side</figcaption>
            </figure>
            </div>
            </div>
            </div>
            <div class="mfs-outlines">
            <input type="checkbox" class="mfs-outlines-toggle" id="mfs-gallery-1-outlines">
            <label for="mfs-gallery-1-outlines"><span class="mfs-switch"></span>Фреймы кэшей</label>
            <ul class="mfs-legend">
            <li data-cache="static">статичный кэш (subviewStaticFrames)</li>
            </ul>
            </div>
            </div>


            """)
    }

    @Test func aLanguageWithoutADescriptionNamesTheScreenAndItsSummary() throws {
        let html = try Self.page("```mfs\nscreen: dot\nsizes: [100x50]\n```\n", language: "en")
        #expect(html.contains("aria-label=\"dot: A dot in the middle of the screen.\""))
    }

    @Test func aProvidersScenarioIsATraceTableWithItsOwnCaption() throws {
        let html = try Self.page("```mfs-trace\nscenario: dot-tap\n```\n")
        #expect(Self.embeds(html) == """
            <p class="mfs-trace-title" aria-hidden="true">Касание точки</p>
            <div class="table-scroll" tabindex="0" role="group" aria-label="Касание точки"><table class="mfs-trace" data-scenario="dot-tap">
            <caption class="visually-hidden">Касание точки</caption>
            <thead>
            <tr><th scope="col">Вызов</th><th scope="col">Результат</th><th scope="col">Почему</th></tr>
            </thead>
            <tbody>
            <tr class="mfs-trace-called"><td class="mfs-trace-step" style="--depth:0"><code>viewModel = …</code></td><td class="mfs-trace-outcome">выполнен</td><td></td></tr>
            </tbody>
            </table></div>


            """)
    }

    @Test func theDemoIsUnknownToASiteBuiltWithAnotherProvider() throws {
        #expect(try Self.page("```mfs\nscreen: login\n```\n")
            == "Content/ru/index.md:7:9: error: unknown screen 'login'; known screens: dot")
        #expect(try Self.page("```mfs-trace\nscenario: controller-rotation\n```\n")
            == "Content/ru/index.md:7:11: error: unknown trace scenario 'controller-rotation'; known scenarios: dot-tap")
    }
}
