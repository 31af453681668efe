import Foundation
import Testing
import MFSScreens
import MFSSite
import TestSupport

@Suite struct SiteBuildTests {
    @Test func buildsTheFixtureSiteWithTheExactScreenHTML() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.copyFixture("site", to: "Content")
        let summary = try SiteBuilder(contentDirectory: folder.path("Content"), outputDirectory: folder.path("Public")).build()
        #expect(summary.pages == 6)
        #expect(summary.screens == 1)
        let page = try folder.read("Public/ru/index.html")
        let figure = """
            <div class="mfs-embed">
            <p class="mfs-hint">Наведите указатель на элемент экрана или выберите экран клавишей Tab и переходите по элементам стрелками: внизу появятся имя элемента, его фрейм и кэш.</p>
            <div class="mfs-screens" role="group" aria-label="экран входа: логотип и две кнопки, вход и регистрация, на градиенте">
            <div class="mfs-devices">
            <div class="mfs-device" data-device="0">
            <figure class="mfs-screen" data-chrome="phone" data-screen="login" data-width="320" data-height="568" data-size="320x568" data-language="ru" data-model="{&quot;signUpTitle&quot;:&quot;&lt;Да&gt; &amp; «нет»&quot;}" tabindex="0" aria-label="экран входа: логотип и две кнопки, вход и регистрация, на градиенте: iPhone SE · 320 × 568 · портрет · свои данные: signUpTitle">
            <div class="mfs-phone">
            <div class="mfs-status-bar" aria-hidden="true"><span>9:41</span><span class="mfs-status-icons"><i></i><i></i><i></i></span></div>
            <div class="mfs-canvas" style="position:relative;width:320px;height:568px;background:linear-gradient(to bottom right, rgb(138 92 201), rgb(105 150 224))">
            <div class="mfs-view" data-name="logoImgView" data-cache="none" data-inspect="logoImgView · (88, 102) 144 × 144 · без кэша" data-image="logo" data-content-mode="scaleAspectFit" role="img" aria-label="MFS — logoImgView · (88, 102) 144 × 144 · без кэша" style="position:absolute;left:88px;top:102px;width:144px;height:144px;background:rgb(0 0 0 / 0);overflow:hidden"></div>
            <div class="mfs-view mfs-text" data-name="signInButton" data-cache="none" data-lines="1" data-inspect="signInButton · (24, 408) 272 × 50 · без кэша" role="group" aria-label="signInButton · (24, 408) 272 × 50 · без кэша" style="position:absolute;left:24px;top:408px;width:272px;height:50px;background:rgb(255 255 255);border-radius:25px;overflow:hidden;box-sizing:border-box;font-family:Inter;font-size:17px;font-weight:600;line-height:22px;overflow-wrap:break-word;color:rgb(88 64 160);text-align:center;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:1;padding-top:14px">Войти</div>
            <div class="mfs-view mfs-text" data-name="signUpButton" data-cache="none" data-lines="1" data-inspect="signUpButton · (24, 470) 272 × 50 · без кэша" role="group" aria-label="signUpButton · (24, 470) 272 × 50 · без кэша" style="position:absolute;left:24px;top:470px;width:272px;height:50px;background:rgb(0 0 0 / 0);border-radius:25px;overflow:hidden;box-shadow:inset 0 0 0 2px rgb(255 255 255);box-sizing:border-box;font-family:Inter;font-size:17px;font-weight:600;line-height:22px;overflow-wrap:break-word;color:rgb(255 255 255);text-align:center;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:1;padding-top:14px">&lt;Да&gt; &amp; «нет»</div>
            </div>
            <div class="mfs-home-indicator" aria-hidden="true"></div>
            </div>
            <figcaption>iPhone SE · 320 × 568 · портрет · свои данные: signUpTitle</figcaption>
            </figure>
            </div>
            </div>
            </div>
            <div class="mfs-outlines">
            <input type="checkbox" class="mfs-outlines-toggle" id="mfs-gallery-1-outlines">
            <label for="mfs-gallery-1-outlines"><span class="mfs-switch"></span>Фреймы кэшей</label>
            <ul class="mfs-legend">
            <li data-cache="none">без кэша</li>
            </ul>
            </div>
            </div>
            """
        #expect(page.contains(figure))
        #expect(page.contains("<h2 id=\"экран-входа\"><a class=\"heading-anchor\" href=\"#%D1%8D%D0%BA%D1%80%D0%B0%D0%BD-%D0%B2%D1%85%D0%BE%D0%B4%D0%B0\">Экран входа</a></h2>"))
        #expect(page.contains("<li class=\"toc-level-2\"><a href=\"#экран-входа\">Экран входа</a></li>"))
        #expect(page.contains("<link rel=\"alternate\" hreflang=\"ru\" href=\"../ru/index.html\">\n<link rel=\"alternate\" hreflang=\"es\" href=\"../es/index.html\">\n<link rel=\"alternate\" hreflang=\"x-default\" href=\"../index.html\">"))
        #expect(page.contains("<li><a href=\"../ru/\" hreflang=\"ru\" lang=\"ru\" aria-current=\"true\">Русский</a></li>\n<li><a href=\"../es/\" hreflang=\"es\" lang=\"es\">Español</a></li>"))
        #expect(page.contains("<a href=\"../ru/#%D1%8D%D0%BA%D1%80%D0%B0%D0%BD-%D0%B2%D1%85%D0%BE%D0%B4%D0%B0\">раздел</a>"))
        #expect(page.contains("<a href=\"../es/\">испанскую версию</a>"))
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"ru\">"))
        let root = try folder.read("Public/index.html")
        #expect(root.contains("<li lang=\"ru\"><a href=\"ru/\" hreflang=\"ru\"><span class=\"choice-language\">Русский</span><span class=\"choice-title\">Проверка</span><span class=\"choice-description\">Страница для теста сборки.</span></a></li>"))
        #expect(root.contains("<li lang=\"es\"><a href=\"es/\" hreflang=\"es\"><span class=\"choice-language\">Español</span><span class=\"choice-title\">Prueba</span>"))
        #expect(try folder.read("Public/sitemap.xml") == """
            <?xml version="1.0" encoding="UTF-8"?>
            <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
            <url><loc>http://127.0.0.1:8000/es/</loc>
            <xhtml:link rel="alternate" hreflang="es" href="http://127.0.0.1:8000/es/"/>
            <xhtml:link rel="alternate" hreflang="ru" href="http://127.0.0.1:8000/ru/"/>
            </url>
            <url><loc>http://127.0.0.1:8000/ru/</loc>
            <xhtml:link rel="alternate" hreflang="es" href="http://127.0.0.1:8000/es/"/>
            <xhtml:link rel="alternate" hreflang="ru" href="http://127.0.0.1:8000/ru/"/>
            </url>
            </urlset>

            """)
        let notFound = try folder.read("Public/404.html")
        // Links from the site root's path, whatever the page's URL; the site header.
        #expect(notFound.contains("<p>Такой страницы нет. Начните с оглавления: <a href=\"/ru/\" hreflang=\"ru\">Проверка</a></p>"))
        #expect(notFound.contains("""
            <link rel="stylesheet" href="/assets/style.css">
            <script>try{const t=localStorage.getItem("mfs-theme");if(t==="light"||t==="dark")document.documentElement.dataset.theme=t}catch(e){}</script>
            </head>
            <body>
            <header class="site-header">
            <div class="site-header-inner">
            <a class="site-title" href="/">Проверка</a>
            <nav class="language-switch" aria-label="Язык"><ul>
            <li><a href="/ru/" hreflang="ru" lang="ru">Русский</a></li>
            <li><a href="/es/" hreflang="es" lang="es">Español</a></li>
            </ul></nav>
            \(ThemeTests.switchMarkup("Тёмная тема"))
            </div>
            </header>
            <main id="content" class="not-found">
            """))
        #expect(FileManager.default.fileExists(atPath: folder.path("Public/assets/style.css")))
    }

    static let badBlocks: [(String, String)] = [
        ("screen: nope", "Content/ru/index.md:9:9: error: unknown screen 'nope'; known screens: "
            + DemoScreens().screens.map(\.name).joined(separator: ", ")),
        ("screen: login\nmodel:\n  signinTitle: x", "Content/ru/index.md:11:3: error: unknown model key 'signinTitle' for screen 'login'; known keys: imageName, signInTitle, signUpTitle"),
        ("screen: login\nsizes: [320x568, 0x-5]", "Content/ru/index.md:10:18: error: malformed size '0x-5'; expected WIDTHxHEIGHT with positive numbers, e.g. 320x568"),
        ("screen: login\nsizes: [abc]", "Content/ru/index.md:10:9: error: malformed size 'abc'; expected WIDTHxHEIGHT with positive numbers, e.g. 320x568"),
        ("screen: login\nsizes: [320x568", "Content/ru/index.md:11:1: error: invalid YAML: did not find expected ',' or ']' (while parsing a flow sequence)"),
        ("screen: [login]", "Content/ru/index.md:9:9: error: 'screen' must be a string"),
        ("screen: login\nstate: [expanded]", "Content/ru/index.md:10:8: error: 'state' must be a string"),
        ("screen: login\nstate: {a: b}", "Content/ru/index.md:10:8: error: 'state' must be a string"),
        ("screen: login\nsizes: {a: 1}", "Content/ru/index.md:10:8: error: 'sizes' must be a WIDTHxHEIGHT, or a list of WIDTHxHEIGHT"),
        ("screen: login\nsizes: [[320x568]]", "Content/ru/index.md:10:9: error: 'sizes' must be a WIDTHxHEIGHT, or a list of WIDTHxHEIGHT"),
    ]

    @Test(arguments: badBlocks)
    func aBadBlockIsAnErrorAtItsPositionAndTheOldOutputSurvives(block: String, message: String) throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("Content/ru/index.md", "---\ntitle: T\norder: 0\n---\n\nText.\n\n```mfs\n\(block)\n```\n")
        try folder.write("Public/old.html", "previous build")
        #expect(folder.buildFailure() == folder.url.path + "/" + message)
        #expect(try folder.read("Public/old.html") == "previous build")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == ["Content", "Public"])
    }

    @Test func aMissingContentFolderIsAOneLineError() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        do {
            _ = try SiteBuilder(contentDirectory: folder.path("Missing"), outputDirectory: folder.path("Public")).build()
            Issue.record("the build should fail")
        } catch {
            #expect(error.description == "\(folder.path("Missing")): error: content folder not found")
        }
    }
}
