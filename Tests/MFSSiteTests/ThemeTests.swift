import Foundation
import Testing
import MFSSite
import TestSupport

/// The site's look as files of the content folder: `site.yaml`'s logo,
/// subtitle, colours, social image and edit link; `Content/theme/`
/// overriding the theme's templates and assets; the dark/light switch.
@Suite struct ThemeTests {
    static func page(_ title: String, _ description: String = "") -> String {
        "---\ntitle: \(title)\ndescription: \(description)\n---\n\nText.\n"
    }

    /// A site of `ru/index.md` and `es/index.md`, the fixture images in `Content/brand/`.
    static func site(_ yaml: String) throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        try folder.write("Content/ru/index.md", page("Главная", "Русская страница."))
        try folder.write("Content/es/index.md", page("Inicio"))
        try folder.copy(Bundle.module.url(forResource: "Fixtures/images", withExtension: nil)!, to: "Content/brand")
        try folder.write("Content/site.yaml", yaml)
        return folder
    }

    static let brandedYAML = """
        title: Docs
        subtitle: {ru: Подзаголовок, es: Subtítulo}
        baseURL: https://example.org/docs/
        logo: brand/sized.svg
        social_image: brand/tiny.png
        edit_link: https://git.example.org/o/r/-/edit/main/docs/{path}
        colors:
          light: {accent: "#123456", background: "rgb(250 250 250)"}
          dark: {accent: "oklch(80% 0.1 290)", background: "#000"}

        """

    /// The logo (with its size), the subtitle, the colours, the social image
    /// (absolute, with its size), the edit link and the switch, on a page;
    /// the images are copied and listed in the manifest.
    @Test func brandingReachesEveryPage() throws {
        let folder = try Self.site(Self.brandedYAML)
        defer { folder.remove() }
        #expect(folder.buildFailure() == nil)
        let page = try folder.read("Public/ru/index.html")
        #expect(page.contains("""
            <link rel="stylesheet" href="../assets/style.css">
            <style>@media screen { :root { --accent: light-dark(#123456, oklch(80% 0.1 290)); --background: light-dark(rgb(250 250 250), #000); } }</style>
            <script>try{const t=localStorage.getItem("mfs-theme");if(t==="light"||t==="dark")document.documentElement.dataset.theme=t}catch(e){}</script>
            <link rel="preload" href="../assets/fonts/Inter-Regular.woff2" as="font" type="font/woff2" crossorigin>
            """))
        #expect(page.contains("""
            <meta property="og:image" content="https://example.org/docs/brand/tiny.png">
            <meta property="og:image:width" content="3">
            <meta property="og:image:height" content="2">
            <meta property="og:image:alt" content="Docs">
            """))
        #expect(page.contains("<meta name=\"twitter:image\" content=\"https://example.org/docs/brand/tiny.png\">\n"))
        #expect(page.contains("""
            <header class="site-header">
            <div class="site-header-inner">
            <a class="site-title" href="../ru/"><img class="site-logo" src="../brand/sized.svg" width="120" height="80" alt="">Docs</a>
            <span class="site-subtitle">Подзаголовок</span>
            <form class="site-search"
            """))
        #expect(page.contains("""
            </ul></nav>
            \(Self.switchMarkup("Тёмная тема"))
            </div>
            </header>
            """))
        #expect(page.contains("""
            <a class="edit-link" href="https://git.example.org/o/r/-/edit/main/docs/ru/index.md">Редактировать страницу</a></p>
            """))
        #expect(page.contains("<script src=\"../assets/theme.js\"></script>\n"))
        #expect(try folder.read("Public/es/search/index.html").contains("<title>Búsqueda · Docs</title>"))
        let chooser = try folder.read("Public/index.html")
        #expect(chooser.contains("""
            <html lang="ru">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Docs: Подзаголовок</title>
            <meta name="description" content="Русская страница.">
            """))
        #expect(chooser.contains("""
            <main id="content" class="language-choice">
            \(Self.switchMarkup("Тёмная тема", chooser: true))
            <p class="chooser-logo"><img class="site-logo" src="brand/sized.svg" width="120" height="80" alt="">Docs</p>
            <h1>Подзаголовок</h1>
            <ul>
            """))
        let notFound = try folder.read("Public/404.html")
        #expect(notFound.hasPrefix("<!DOCTYPE html>\n<html lang=\"ru\">\n"))
        #expect(notFound.contains("<a class=\"site-title\" href=\"/docs/\"><img class=\"site-logo\" src=\"/docs/brand/sized.svg\" width=\"120\" height=\"80\" alt=\"\">Docs</a>"))
        for image in ["brand/sized.svg", "brand/tiny.png"] {
            #expect(FileManager.default.contents(atPath: folder.path("Public/" + image)) == FileManager.default.contents(atPath: folder.path("Content/" + image)))
        }
        let manifest = try folder.read("Public/.mfs-manifest")
        #expect(manifest.contains("\nbrand/sized.svg\nbrand/tiny.png\n"))
        #expect(manifest.contains("\nassets/theme.js\n"))
    }

    /// The switch: a toggle button with an accessible name in the page's
    /// language, hidden until `assets/theme.js` runs.
    static func switchMarkup(_ label: String, chooser: Bool = false) -> String {
        "<button type=\"button\" class=\"theme-switch\(chooser ? " chooser-theme-switch" : "")\" aria-label=\"\(label)\" aria-pressed=\"false\" hidden>"
            + "<svg viewBox=\"0 0 20 20\" width=\"20\" height=\"20\" aria-hidden=\"true\"><circle cx=\"10\" cy=\"10\" r=\"7.25\" fill=\"none\" "
            + "stroke=\"currentColor\" stroke-width=\"1.5\"/><path d=\"M10 2.75a7.25 7.25 0 0 1 0 14.5z\" fill=\"currentColor\"/></svg></button>"
    }

    /// Without the keys: no logo, subtitle, colours, social image or edit
    /// link; the title is the start page's; the 404 page is in the first
    /// language of `languages`, and the switch is still there.
    @Test func withoutTheKeysTheSiteSaysNothingOfItsOwn() throws {
        let folder = try Self.site("languages: [es, ru]\n")
        defer { folder.remove() }
        #expect(folder.buildFailure() == nil)
        let page = try folder.read("Public/es/index.html")
        #expect(page.contains("""
            <link rel="stylesheet" href="../assets/style.css">
            <script>try{
            """))
        #expect(!page.contains("og:image") && !page.contains("twitter:image") && !page.contains("edit-link") && !page.contains("<style>"))
        #expect(page.contains("""
            <title>Inicio · Inicio</title>
            """))
        #expect(page.contains("""
            <a class="site-title" href="../es/">Inicio</a>
            <form class="site-search"
            """))
        #expect(page.contains("\(Self.switchMarkup("Tema oscuro"))\n</div>\n</header>"))
        let notFound = try folder.read("Public/404.html")
        #expect(notFound.hasPrefix("<!DOCTYPE html>\n<html lang=\"es\">\n"))
        #expect(notFound.contains("<nav class=\"language-switch\" aria-label=\"Idioma\"><ul>"))
        #expect(try folder.read("Public/index.html").contains("<title>Inicio</title>\n"))
        #expect(try folder.read("Public/index.html").contains("<h1 class=\"visually-hidden\">Inicio</h1>\n<ul>"))
    }

    static let badSettings: [(String, String)] = [
        ("colors:\n  light: {accent: red}\n  dark: {accent: \"#fff\"}\n",
         "Content/site.yaml:2:19: error: malformed colour 'red' for 'accent': " + colourForms),
        ("colors:\n  light: {accent: \"#12345\"}\n  dark: {accent: \"#fff\"}\n",
         "Content/site.yaml:2:19: error: malformed colour '#12345' for 'accent': " + colourForms),
        ("colors:\n  light: {accent: \"rgb(1 2 3); color: red\"}\n  dark: {accent: \"#fff\"}\n",
         "Content/site.yaml:2:19: error: malformed colour 'rgb(1 2 3); color: red' for 'accent': " + colourForms),
        ("colors:\n  light: {accent: \"rgb(1 2)\"}\n  dark: {accent: \"#fff\"}\n",
         "Content/site.yaml:2:19: error: malformed colour 'rgb(1 2)' for 'accent': " + colourForms),
        ("colors:\n  light: {link: \"#fff\"}\n",
         "Content/site.yaml:2:11: error: unknown colour 'link'; known: accent, accent-soft, background, border, header, muted, surface, surface-strong, text"),
        ("colors:\n  light: {accent: \"#fff\"}\n",
         "Content/site.yaml:2:3: error: the colour 'accent' needs a value in 'dark' too: each colour is set for light and dark"),
        ("colors:\n  sepia: {accent: \"#fff\"}\n",
         "Content/site.yaml:2:3: error: 'colors' must be a mapping of light and dark to colours by name (light: {accent: \"#5b3fb0\"}, dark: {accent: \"#b7a2ff\"})"),
        ("logo: ../logo.svg\n",
         "Content/site.yaml:1:7: error: the logo '../logo.svg' must be a path inside the content folder, such as images/logo.svg, without '.', '..' or '//'"),
        ("logo: [a]\n", "Content/site.yaml:1:7: error: 'logo' must be the path of an image in the content folder"),
        ("edit_link: https://host/edit\n", "Content/site.yaml:1:12: error: 'edit_link' must be a URL holding {path}, which stands for the page's file "
            + "in the content folder (https://github.com/OWNER/REPO/edit/main/Content/{path})"),
    ]

    static let colourForms = "expected #rgb, #rrggbb (or with alpha), or rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch() "
        + "with three components, such as #5b3fb0 or oklch(50% 0.2 290)"

    @Test(arguments: badSettings)
    func aBadSettingIsAnErrorAtItsValue(yaml: String, message: String) throws {
        let folder = try Self.site(yaml)
        defer { folder.remove() }
        #expect(folder.buildFailure() == folder.path("Content") + message.dropFirst("Content".count))
    }

    /// A logo that is missing, or a social image that is no image: an error at the value, naming the file.
    @Test func aMissingLogoOrAnUnreadableImageIsAnErrorAtItsValue() throws {
        let folder = try Self.site("title: T\nlogo: brand/missing.svg\n")
        defer { folder.remove() }
        let yaml = folder.path("Content/site.yaml")
        #expect(folder.buildFailure() == "\(yaml):2:7: error: missing logo 'brand/missing.svg': there is no file \(folder.path("Content/brand/missing.svg"))")
        try folder.write("Content/site.yaml", "social_image: ru/index.md\n")
        #expect(folder.buildFailure() == "\(yaml):1:15: error: cannot read the size of the social_image 'ru/index.md' (\(folder.path("Content/ru/index.md"))): "
            + "it is none of the image formats whose size mfs reads (PNG, JPEG, GIF, WebP, SVG)")
    }

    /// `Content/theme/` overrides a template and the stylesheet, and adds an asset.
    @Test func overridesTakeThePlaceOfTheThemesFiles() throws {
        let folder = try Self.site("title: T\n")
        defer { folder.remove() }
        try folder.write("Content/theme/templates/nav-item.mustache", "<li class=\"mine\"><a href=\"{{url}}\">{{title}}</a></li>\n")
        try folder.write("Content/theme/assets/style.css", "body { color: #222; }\n")
        try folder.write("Content/theme/assets/js/extra.js", "console.log(1);\n")
        #expect(folder.buildFailure() == nil)
        #expect(try folder.read("Public/ru/index.html").contains("<ul>\n<li class=\"mine\"><a href=\"../ru/\">Главная</a></li>\n</ul>"))
        #expect(try folder.read("Public/assets/style.css") == "body { color: #222; }\n")
        #expect(try folder.read("Public/assets/js/extra.js") == "console.log(1);\n")
        #expect(try folder.read("Public/.mfs-manifest").contains("\nassets/js/extra.js\n"))
    }

    static let badOverrides: [(String, String, String)] = [
        ("theme/templates/page.mustache", "<html>\n<p>{{> header}}</p>\n",
         "theme/templates/page.mustache:2:4: error: unsupported tag '{{> header}}': the theme's templates use names, "
            + "sections (#, ^, /), comments (!) and unescaped values ({{{ }}}, &)"),
        ("theme/templates/pages.mustache", "x",
         "theme/templates/pages.mustache: error: the theme has no template 'pages.mustache': an override takes the name of one of "
            + "nav-gap.mustache, nav-item.mustache, nav-section.mustache, notfound.mustache, page.mustache, redirect.mustache, root.mustache, "
            + "search.mustache, site-header.mustache, theme-head.mustache"),
        ("theme/css/style.css", "x",
         "theme/css: error: the theme overrides hold two folders, templates/ and assets/, laid out as the theme's "
            + "(CONTENT/theme/templates/page.mustache, CONTENT/theme/assets/style.css)"),
    ]

    /// A wrong override stops the build at its file (and line, for a template).
    @Test(arguments: badOverrides)
    func aBadOverrideIsAnError(path: String, text: String, message: String) throws {
        let folder = try Self.site("title: T\n")
        defer { folder.remove() }
        try folder.write("Content/" + path, text)
        let content = folder.path("Content")
        #expect(folder.buildFailure() == content + "/" + message.replacingOccurrences(of: "CONTENT", with: content))
    }

    /// `mfs serve`'s builder notices an override added or changed, and a
    /// changed `site.yaml`: it renders every page again and copies the assets.
    @Test func theServersBuilderRebuildsWhenTheThemeChanges() throws {
        let folder = try Self.site("title: T\n")
        defer { folder.remove() }
        let builder = IncrementalSiteBuilder(contentDirectory: folder.path("Content"), outputDirectory: folder.path("Public"))
        _ = try builder.build()
        _ = try builder.build()
        #expect(builder.lastRendered == [])
        try folder.write("Content/theme/assets/style.css", "body { color: #222; }\n")
        try folder.write("Content/theme/templates/nav-item.mustache", "<li class=\"mine\">{{title}}</li>\n")
        _ = try builder.build()
        #expect(builder.lastRendered.sorted() == ["es/index.md", "ru/index.md"])
        #expect(try folder.read("Public/assets/style.css") == "body { color: #222; }\n")
        #expect(try folder.read("Public/ru/index.html").contains("<li class=\"mine\">Главная</li>"))
        try folder.write("Content/site.yaml", "title: Renamed\n")
        _ = try builder.build()
        #expect(try folder.read("Public/es/index.html").contains("<title>Inicio · Renamed</title>"))
        try FileManager.default.removeItem(atPath: folder.path("Content/theme"))
        _ = try builder.build()
        #expect(try folder.read("Public/assets/style.css").hasPrefix("/* mfs site theme"))
    }
}
