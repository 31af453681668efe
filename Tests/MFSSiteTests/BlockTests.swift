import Foundation
import Testing
import MFSScreens
import MFSSite
import TestSupport

/// `mfs-trace` and `mfs-rotation` blocks: exact HTML, and bad blocks at their positions.
@Suite struct BlockTests {
    /// Builds one Russian page whose body is `markdown`; returns its HTML.
    static func page(_ markdown: String) throws -> String {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("Content/ru/index.md", "---\ntitle: T\norder: 0\n---\n\n\(markdown)")
        _ = try SiteBuilder(contentDirectory: folder.path("Content"), outputDirectory: folder.path("Public")).build()
        return try folder.read("Public/ru/index.html")
    }

    @Test func aTraceIsATableOfTheEnginesRealTrace() throws {
        let html = try Self.page("```mfs-trace\nscenario: controller-rotation\n```\n")
        #expect(html.contains("""
            <p class="mfs-trace-title" aria-hidden="true">Поворот: resizeSubviews внутри анимации 0,3 с ease-out</p>
            <div class="table-scroll" tabindex="0" role="group" aria-label="Поворот: resizeSubviews внутри анимации 0,3 с ease-out"><table class="mfs-trace" data-scenario="controller-rotation">
            <caption class="visually-hidden">Поворот: resizeSubviews внутри анимации 0,3 с ease-out</caption>
            <thead>
            <tr><th scope="col">Вызов</th><th scope="col">Результат</th><th scope="col">Почему</th></tr>
            </thead>
            <tbody>
            <tr class="mfs-trace-called"><td class="mfs-trace-step" style="--depth:0"><code>viewWillTransition(to:with:)</code></td><td class="mfs-trace-outcome">выполнен</td><td></td></tr>
            <tr class="mfs-trace-called"><td class="mfs-trace-step" style="--depth:1"><code>resizeSubviews</code></td><td class="mfs-trace-outcome">выполнен</td><td>внутри анимации: 0,3 с, ease-out</td></tr>
            </tbody>
            </table></div>
            """))
    }

    @Test func skippedStepsSayWhichGuardSkippedThem() throws {
        let html = try Self.page("```mfs-trace\nscenario: controller-same-model\n```\n")
        #expect(html.contains("""
            <tr class="mfs-trace-called"><td class="mfs-trace-step" style="--depth:0"><code>viewModel = …</code></td><td class="mfs-trace-outcome">выполнен</td><td></td></tr>
            <tr class="mfs-trace-skipped"><td class="mfs-trace-step" style="--depth:1"><code>bindDataFrom</code></td><td class="mfs-trace-outcome">пропущен</td><td>новая view model равна прежней (isEqualToModel) — сработал страж oldViewModel</td></tr>
            <tr class="mfs-trace-skipped"><td class="mfs-trace-step" style="--depth:1"><code>resizeSubviews</code></td><td class="mfs-trace-outcome">пропущен</td><td>та же view model и тот же размер родителя — сработал страж oldSize</td></tr>
            """))
    }

    @Test func aCellTraceInSpanishSaysWhyResizeWaits() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("Content/es/index.md", "---\ntitle: T\norder: 0\n---\n\n```mfs-trace\nscenario: cell-reuse\n```\n")
        #expect(folder.buildFailure() == nil)
        #expect(try folder.read("Public/es/index.html").contains("""
            <caption class="visually-hidden">Reutilización: la celda que salió de la pantalla recibe otra publicación — el setter y después layoutSubviews</caption>
            <thead>
            <tr><th scope="col">Llamada</th><th scope="col">Resultado</th><th scope="col">Por qué</th></tr>
            </thead>
            <tbody>
            <tr class="mfs-trace-called"><td class="mfs-trace-step" style="--depth:0"><code>viewModel = …</code></td><td class="mfs-trace-outcome">se ejecuta</td><td></td></tr>
            <tr class="mfs-trace-called"><td class="mfs-trace-step" style="--depth:1"><code>updateStyles</code></td><td class="mfs-trace-outcome">se ejecuta</td><td></td></tr>
            <tr class="mfs-trace-skipped"><td class="mfs-trace-step" style="--depth:1"><code>resizeSubviews</code></td><td class="mfs-trace-outcome">se omite</td><td>la celda aún no está en una supervista: resizeSubviews espera</td></tr>
            <tr class="mfs-trace-called"><td class="mfs-trace-step" style="--depth:1"><code>bindDataFrom</code></td><td class="mfs-trace-outcome">se ejecuta</td><td></td></tr>
            <tr class="mfs-trace-called"><td class="mfs-trace-step" style="--depth:0"><code>layoutSubviews</code></td><td class="mfs-trace-outcome">se ejecuta</td><td></td></tr>
            <tr class="mfs-trace-called"><td class="mfs-trace-step" style="--depth:1"><code>resizeSubviews</code></td><td class="mfs-trace-outcome">se ejecuta</td><td></td></tr>
            </tbody>
            """))
    }

    @Test func aCellsFirstBuildStartsInItsDesignatedInitializer() throws {
        let html = try Self.page("```mfs-trace\nscenario: cell-first-build\n```\n")
        #expect(html.contains("""
            <tr class="mfs-trace-called"><td class="mfs-trace-step" style="--depth:0"><code>init(style:reuseIdentifier:)</code></td><td class="mfs-trace-outcome">выполнен</td><td></td></tr>
            <tr class="mfs-trace-called"><td class="mfs-trace-step" style="--depth:1"><code>prepareUI</code></td><td class="mfs-trace-outcome">выполнен</td><td></td></tr>
            """))
        #expect(html.contains("<td>view model ещё нет: нечего связывать и раскладывать</td>"))
    }

    @Test func aRotationDemoCarriesBothFramesOfEveryView() throws {
        let html = try Self.page("```mfs-rotation\nscreen: login\n```\n")
        #expect(html.contains("""
            <div class="mfs-embed">
            <div class="mfs-rotation" role="group" aria-label="экран входа: логотип и две кнопки, вход и регистрация, на градиенте" data-screen="login" data-sizes="320x568 568x320" data-language="ru">
            <input type="checkbox" class="mfs-rotation-toggle" id="mfs-rotation-1">
            <label for="mfs-rotation-1"><span class="mfs-switch"></span>Повернуть экран: <span class="mfs-rotation-from">320 × 568 · портрет</span> ↔ <span class="mfs-rotation-to">568 × 320 · альбомная</span></label>
            <div class="mfs-rotation-stage" tabindex="0" role="group" aria-label="экран входа: логотип и две кнопки, вход и регистрация, на градиенте">
            <div class="mfs-canvas" style="--pw:320px;--ph:568px;--lw:568px;--lh:320px;background:linear-gradient(to bottom right, rgb(138 92 201), rgb(105 150 224))">
            <div class="mfs-view" data-name="logoImgView" data-cache="none" data-inspect="logoImgView · (88, 102) 144 × 144 → (220, 38) 128 × 128 · без кэша" data-image="logo" data-content-mode="scaleAspectFit" role="img" aria-label="MFS — logoImgView · (88, 102) 144 × 144 → (220, 38) 128 × 128 · без кэша" style="--px:88px;--py:102px;--lx:220px;--ly:38px;--pw:144px;--ph:144px;--lw:128px;--lh:128px;background:rgb(0 0 0 / 0);overflow:hidden"></div>
            <div class="mfs-view mfs-text" data-name="signInButton" data-cache="none" data-lines="1" data-inspect="signInButton · (24, 408) 272 × 50 → (24, 222) 248 × 50 · без кэша" role="group" aria-label="signInButton · (24, 408) 272 × 50 → (24, 222) 248 × 50 · без кэша" style="--px:24px;--py:408px;--lx:24px;--ly:222px;--pw:272px;--ph:50px;--lw:248px;--lh:50px;--pt:14px;--lt:14px;background:rgb(255 255 255);border-radius:25px;overflow:hidden;box-sizing:border-box;font-family:Inter;font-size:17px;font-weight:600;line-height:22px;overflow-wrap:break-word;color:rgb(88 64 160);text-align:center;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:1">Войти</div>
            <div class="mfs-view mfs-text" data-name="signUpButton" data-cache="none" data-lines="1" data-inspect="signUpButton · (24, 470) 272 × 50 → (296, 222) 248 × 50 · без кэша" role="group" aria-label="signUpButton · (24, 470) 272 × 50 → (296, 222) 248 × 50 · без кэша" style="--px:24px;--py:470px;--lx:296px;--ly:222px;--pw:272px;--ph:50px;--lw:248px;--lh:50px;--pt:14px;--lt:14px;background:rgb(0 0 0 / 0);border-radius:25px;overflow:hidden;box-shadow:inset 0 0 0 2px rgb(255 255 255);box-sizing:border-box;font-family:Inter;font-size:17px;font-weight:600;line-height:22px;overflow-wrap:break-word;color:rgb(255 255 255);text-align:center;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:1">Создать аккаунт</div>
            </div>
            </div>
            </div>
            <div class="mfs-outlines">
            <input type="checkbox" class="mfs-outlines-toggle" id="mfs-rotation-1-outlines">
            <label for="mfs-rotation-1-outlines"><span class="mfs-switch"></span>Фреймы кэшей</label>
            <ul class="mfs-legend">
            <li data-cache="none">без кэша</li>
            </ul>
            </div>
            </div>
            """))
    }

    static let badBlocks: [(String, String)] = [
        ("mfs-trace\nscenario: nope", "Content/ru/index.md:7:11: error: unknown trace scenario 'nope'; known scenarios: "
            + DemoScreens().scenarios.map(\.name).joined(separator: ", ")),
        ("mfs-trace\nscreen: login", "Content/ru/index.md:7:1: error: unknown key 'screen'; allowed keys: scenario"),
        ("mfs-trace\nscenario: [controller-rotation]", "Content/ru/index.md:7:11: error: 'scenario' must be a string"),
        ("mfs-rotation\nscreen: login\nstate: [a]", "Content/ru/index.md:8:8: error: 'state' must be a string"),
        ("mfs-rotation\nscreen: login\nsizes: [320x568, 568x320, 375x667]", "Content/ru/index.md:8:8: error: an mfs-rotation block needs exactly 2 sizes; found 3"),
        ("mfs-rotation\nsizes: [320x568, 568x320]", "Content/ru/index.md:6:1: error: an mfs-rotation block needs 'screen: NAME'"),
    ]

    @Test(arguments: badBlocks)
    func aBadBlockIsAnErrorAtItsPosition(block: String, message: String) throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("Content/ru/index.md", "---\ntitle: T\norder: 0\n---\n\n```\(block)\n```\n")
        #expect(folder.buildFailure() == folder.url.path + "/" + message)
    }
}
