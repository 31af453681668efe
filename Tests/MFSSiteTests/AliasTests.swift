import Foundation
import Testing
@testable import MFSSite
import TestSupport

/// `aliases:` in front matter: a redirect page at each old URL of a page.
@Suite struct AliasTests {
    private func site(aliases: String, other: String = "") throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        try folder.write("Content/ru/index.md", "---\ntitle: Главная\n---\n\nТекст.\n")
        try folder.write("Content/ru/cells.md", "---\ntitle: Ячейки <и> кэши\n\(aliases)\n---\n\nТекст.\n")
        if !other.isEmpty { try folder.write("Content/ru/other.md", other) }
        return folder
    }

    /// Each alias gets a redirect page (refresh, canonical, noindex, a visible
    /// link under the page's title), listed in the manifest, left out of the sitemap.
    @Test func eachAliasWritesARedirectPage() throws {
        let folder = try site(aliases: "aliases: [old-cells, guides/cells/]")
        defer { folder.remove() }
        #expect(folder.buildFailure() == nil)
        #expect(try folder.read("Public/ru/guides/cells/index.html") == """
            <!DOCTYPE html>
            <html lang="ru">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Ячейки &lt;и&gt; кэши</title>
            <meta name="robots" content="noindex">
            <meta http-equiv="refresh" content="0; url=../../../ru/cells/">
            <link rel="canonical" href="\(SiteBuilder.defaultBaseURL)ru/cells/">
            </head>
            <body>
            <main>
            <h1><a href="../../../ru/cells/">Ячейки &lt;и&gt; кэши</a></h1>
            </main>
            </body>
            </html>

            """)
        #expect(try folder.read("Public/ru/old-cells/index.html").contains("<meta http-equiv=\"refresh\" content=\"0; url=../../ru/cells/\">"))
        let manifest = try folder.read("Public/.mfs-manifest").split(separator: "\n")
        #expect(manifest.contains("ru/guides/cells/index.html") && manifest.contains("ru/old-cells/index.html"))
        #expect(!(try folder.read("Public/sitemap.xml")).contains("old-cells"))
    }

    /// An alias at a page's URL, at another alias's or at one of the site's
    /// files is an error at the alias; so is one that is no page name.
    @Test(arguments: [
        ("aliases: [old, cells]", "", "ru/cells.md:3:16: error: the alias 'cells' would write ru/cells/index.html, which is the page of CONTENT/ru/cells.md; remove the alias"),
        ("aliases:\n  - other", "---\ntitle: Другая\n---\n\nТекст.\n",
         "ru/cells.md:4:5: error: the alias 'other' would write ru/other/index.html, which is the page of CONTENT/ru/other.md; remove the alias"),
        ("aliases: [search]", "", "ru/cells.md:3:11: error: the alias 'search' would write ru/search/index.html, "
            + "which is one of the site's own files; remove the alias"),
        ("aliases: [old]", "---\ntitle: Другая\naliases: [old]\n---\n\nТекст.\n",
         "ru/other.md:3:11: error: the alias 'old' would write ru/old/index.html, which is the alias 'old' of CONTENT/ru/cells.md; remove the alias"),
        ("aliases: [../es/x]", "", "ru/cells.md:3:11: error: the alias '../es/x' is not an old page name such as old-name or guides/old "
            + "(a path below the page's language folder)"),
        ("aliases: old", "", "ru/cells.md:3:10: error: 'aliases' must be a list of old page names, as [old-name, guides/old]"),
    ])
    func collisionsAndWrongAliasesAreErrors(aliases: String, other: String, error: String) throws {
        let folder = try site(aliases: aliases, other: other)
        defer { folder.remove() }
        let content = folder.path("Content")
        #expect(folder.buildFailure() == content + "/" + error.replacingOccurrences(of: "CONTENT", with: content))
        #expect(!FileManager.default.fileExists(atPath: folder.path("Public")))
    }
}
