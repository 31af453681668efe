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

    /// The HTML of the page's embeds: from the first `<div class="mfs-embed">` or trace title to the end of `<main>`'s article.
    static func embeds(_ html: String) -> String {
        let start = html.range(of: "<div class=\"mfs-embed\">") ?? html.range(of: "<p class=\"mfs-trace-title\"")
        let end = html.range(of: "</article>")
        guard let start, let end else { return html }
        return String(html[start.lowerBound..<end.lowerBound])
    }

    @Test func aProvidersScreenIsDrawnWithItsOwnDescription() throws {
        let html = try Self.page("```mfs\nscreen: dot\nsizes: [100x50]\nmodel: {side: 20}\nstate: framed\n```\n")
        #expect(Self.embeds(html) == """
            EXPECTED
            """)
    }

    @Test func aLanguageWithoutADescriptionNamesTheScreenAndItsSummary() throws {
        let html = try Self.page("```mfs\nscreen: dot\nsizes: [100x50]\n```\n", language: "en")
        #expect(html.contains("aria-label=\"dot: A dot in the middle of the screen.\""))
    }

    @Test func aProvidersScenarioIsATraceTableWithItsOwnCaption() throws {
        let html = try Self.page("```mfs-trace\nscenario: dot-tap\n```\n")
        #expect(Self.embeds(html) == """
            EXPECTED
            """)
    }

    @Test func theDemoIsUnknownToASiteBuiltWithAnotherProvider() throws {
        #expect(try Self.page("```mfs\nscreen: login\n```\n") == "EXPECTED")
        #expect(try Self.page("```mfs-trace\nscenario: controller-rotation\n```\n") == "EXPECTED")
    }
}
