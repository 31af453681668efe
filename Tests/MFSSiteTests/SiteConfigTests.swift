import Foundation
import MFS
import MFSScreens
import Testing
@testable import MFSSite
import TestSupport

@Suite struct SiteConfigTests {
    @Test func readsEveryKey() throws {
        let config = try SiteConfig.parse("""
            title:
              ru: Паттерн MFS
              es: El patrón MFS
            subtitle: Один · два
            baseURL: https://example.org/docs
            edit_link: https://git.example.org/o/r/-/edit/trunk/docs/{path}
            colors:
              light: {accent: "#5b3fb0", text: "rgb(31 35 40)"}
              dark: {text: "hsl(210 10% 91% / 0.9)", accent: "oklch(75% 0.12 290)"}
            languages: [es, ru]
            sizes: [320x568, 568x320]

            """, path: "Content/site.yaml")
        #expect(config.titles == ["ru": "Паттерн MFS", "es": "El patrón MFS"])
        #expect(config.title(SiteLanguage.shipped("ru"), startPage: nil) == "Паттерн MFS")
        #expect(config.title(SiteLanguage.shipped("en"), startPage: nil) == "")
        #expect(config.subtitles == ["": "Один · два"])
        #expect(config.subtitle(SiteLanguage.shipped("de")) == "Один · два")
        #expect(config.baseURL == "https://example.org/docs/")
        #expect(config.editLink == "https://git.example.org/o/r/-/edit/trunk/docs/{path}")
        #expect(config.colors?.css == "@media screen { :root { --accent: light-dark(#5b3fb0, oklch(75% 0.12 290)); "
            + "--text: light-dark(rgb(31 35 40), hsl(210 10% 91% / 0.9)); } }")
        #expect(config.languages == ["es", "ru"])
        #expect(config.sizes == [Size(width: 320, height: 568), Size(width: 568, height: 320)])
        #expect(try SiteConfig.parse("title: One\n", path: "p").title(SiteLanguage.shipped("de"), startPage: nil) == "One")
        #expect(try SiteConfig.parse("# nothing\n", path: "p") == SiteConfig())
    }

    /// Each wrong file stops the build at the offending line and column.
    @Test(arguments: [
        ("title: MFS\nlanguage: ru\n", "Content/site.yaml:2:1: error: unknown key 'language'; allowed keys: title, subtitle, baseURL, logo, social_image, colors, edit_link, languages, sizes"),
        ("languages: ru\n", "Content/site.yaml:1:12: error: 'languages' must list at least one language: [ru, es]"),
        ("languages: [ru, fr]\n", "Content/strings/fr.yaml: error: the language 'fr' has no strings file: the theme has strings for "
            + "ru, es, en, de; for another language, write this file (see the theme's en.yaml)"),
        ("languages: [ru, Russian]\n", "Content/site.yaml:1:17: error: 'Russian' is no language code: write its BCP 47 code (de, pt-BR)"),
        ("languages: [ru, ru]\n", "Content/site.yaml:1:17: error: 'ru' is listed twice"),
        ("title:\n  de-: Titel\n", "Content/site.yaml:2:3: error: 'de-' is no language code: write its BCP 47 code (de, pt-BR)"),
        ("title: [a, b]\n", "Content/site.yaml:1:8: error: 'title' must be a string, or a mapping of language to string"),
        ("baseURL: example.org\n", "Content/site.yaml:1:10: error: 'baseURL' must be an absolute http or https URL without query or fragment; found 'example.org'"),
        ("edit_link: ftp://host/{path}\n", "Content/site.yaml:1:12: error: 'edit_link' must be an absolute http or https URL without query or fragment; found 'ftp://host/{path}'"),
        ("baseURL: [x]\n", "Content/site.yaml:1:10: error: 'baseURL' must be a URL"),
        ("sizes: [320x568, 320by568]\n", "Content/site.yaml:1:18: error: malformed size '320by568'; expected WIDTHxHEIGHT with positive numbers, e.g. 320x568"),
        ("sizes: {a: 1}\n", "Content/site.yaml:1:8: error: 'sizes' must list at least one WIDTHxHEIGHT"),
        ("- a\n", "Content/site.yaml:1:1: error: the site configuration must be a mapping of title, subtitle, baseURL, logo, social_image, colors, edit_link, languages, sizes"),
        ("title: [\n", "Content/site.yaml:2:1: error: invalid YAML: did not find expected node content (while parsing a flow node)"),
    ])
    func errorsPointIntoTheFile(yaml: String, message: String) throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.copyFixture("site", to: "Content")
        try folder.write("Content/site.yaml", yaml)
        try folder.write("Public/keep.txt", "old")
        let failure = folder.buildFailure()
        #expect(failure == message.replacingOccurrences(of: "Content/", with: folder.path("Content") + "/"))
        #expect(try folder.read("Public/keep.txt") == "old")
    }

    /// `site.yaml` is read only as a regular file inside the content folder:
    /// a symbolic link out of it (here, to the build's environment), a link
    /// to nothing and a FIFO are errors.
    @Test(arguments: [
        ("/proc/self/environ", "it resolves to '/proc/\(getpid())/environ', outside the content folder 'Content' (symbolic links are followed only inside it)"),
        ("missing.yaml", "No such file or directory"),
        ("", "it is not a regular file"),
    ])
    func aLinkOutOfTheContentFolderOrAFIFOIsAnError(target: String, reason: String) throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.copyFixture("site", to: "Content")
        if target.isEmpty {
            #expect(mkfifo(folder.path("Content/site.yaml"), 0o644) == 0)
        } else {
            try folder.link("Content/site.yaml", to: target)
        }
        #expect(folder.buildFailure() == "\(folder.path("Content/site.yaml")): error: cannot read the site configuration: "
            + reason.replacingOccurrences(of: "'Content'", with: "'\(folder.path("Content"))'"))
    }

    /// UTF-16 and invalid UTF-8 are errors at their first bad byte; a
    /// byte-order mark is skipped, columns on line 1 counted after it.
    @Test(arguments: [
        (Array("\u{FEFF}languages: [ru, Russian]\n".utf8), "1:17: error: 'Russian' is no language code: write its BCP 47 code (de, pt-BR)"),
        ([0xFE, 0xFF, 0x00, 0x74], "1:1: error: the file is UTF-16 (it starts with a UTF-16 byte-order mark); save it as UTF-8"),
        (Array("title: MFS\nsubtitle: ma".utf8) + [0xFF], "2:13: error: invalid UTF-8 (the byte 0xFF starts no UTF-8 character here); save the file as UTF-8"),
    ] as [([UInt8], String)])
    func encodingErrorsPointIntoTheFile(bytes: [UInt8], message: String) throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.copyFixture("site", to: "Content")
        try Data(bytes).write(to: URL(fileURLWithPath: folder.path("Content/site.yaml")))
        #expect(folder.buildFailure() == "\(folder.path("Content/site.yaml")):\(message)")
    }

    @Test func aSymbolicLinkInsideTheContentFolderIsFollowed() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.copyFixture("site", to: "Content")
        try folder.write("Content/settings/site.yaml", "title: Linked\n")
        try folder.link("Content/site.yaml", to: "settings/site.yaml")
        #expect(folder.buildFailure() == nil)
        #expect(try folder.read("Public/ru/index.html").contains("<title>Проверка · Linked</title>"))
    }

    /// The languages' order orders the switcher and the chooser; titles and
    /// sizes reach the pages; `--base-url` (`SiteBuilder.baseURL`) wins over the file's.
    @Test func settingsReachThePages() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.copyFixture("site", to: "Content")
        try folder.write("Content/site.yaml", """
            title: {ru: Паттерн, es: Patrón}
            baseURL: https://example.org/mfs/
            languages: [es, ru]
            sizes: [300x400]

            """)
        try folder.write("Content/es/screen.md", "---\ntitle: P\n---\n\n```mfs\nscreen: login\n```\n")
        _ = try SiteBuilder(contentDirectory: folder.path("Content"), outputDirectory: folder.path("Public")).build()
        let page = try folder.read("Public/ru/index.html")
        #expect(page.contains("<title>Проверка · Паттерн</title>"))
        #expect(page.contains("<a class=\"site-title\" href=\"../ru/\">Паттерн</a>"))
        #expect(page.contains("<li><a href=\"../es/\" hreflang=\"es\" lang=\"es\">Español</a></li>\n<li><a href=\"../ru/\" hreflang=\"ru\" lang=\"ru\" aria-current=\"true\">Русский</a></li>"))
        #expect(page.contains("<link rel=\"canonical\" href=\"https://example.org/mfs/ru/\">"))
        #expect(try folder.read("Public/es/screen/index.html").contains("data-size=\"300x400\""))
        #expect(try folder.read("Public/index.html").contains("<title>Patrón</title>"))
        #expect(try folder.read("Public/404.html").contains("<link rel=\"stylesheet\" href=\"/mfs/assets/style.css\">"))

        var builder = SiteBuilder(contentDirectory: folder.path("Content"), outputDirectory: folder.path("Public"))
        builder.baseURL = "https://cli.example/"
        _ = try builder.build()
        #expect(try folder.read("Public/ru/index.html").contains("<link rel=\"canonical\" href=\"https://cli.example/ru/\">"))
    }

    /// A language folder the file does not list is an error, not skipped.
    @Test func unlistedLanguageFolderIsAnError() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.copyFixture("site", to: "Content")
        try folder.write("Content/site.yaml", "languages: [ru]\n")
        #expect(folder.buildFailure() == "\(folder.path("Content"))/es: error: the language folder is not among the languages of site.yaml (ru): "
            + "add 'es' there, or move the folder away")
    }
}
