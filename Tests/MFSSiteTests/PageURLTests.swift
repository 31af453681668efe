import Foundation
import Testing
import MFSSite
import TestSupport

/// Every page gets a URL of its own: a file name that makes no URL, and two
/// files that would make one URL, are `PATH:1:1` errors naming the files, for
/// `SiteBuilder` and `IncrementalSiteBuilder` alike, and the output stays as it was.
@Suite struct PageURLTests {
    static let page = "---\ntitle: T\n---\n\nText.\n"

    /// The diagnostics of a full build and of an incremental one, which MUST be the same.
    func failures(_ folder: TemporaryDirectory) -> String? {
        let incremental: String?
        do {
            _ = try IncrementalSiteBuilder(contentDirectory: folder.path("Content"), outputDirectory: folder.path("Served")).build()
            incremental = nil
        } catch {
            incremental = error.description
        }
        let full = folder.buildFailure()
        #expect(full == incremental)
        return full
    }

    @Test func namesThatMakeNoPageURLAreErrors() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("Content/ru/index.md", Self.page + "Index.\n")
        #expect(folder.buildFailure() == nil)
        let before = try folder.read("Public/ru/index.html")
        for name in [".md", "..md", "...md", ".draft.md", "50%.md", "a#b.md", "what?.md", "back\\slash.md", "tab\t.md"] {
            try folder.write("Content/ru/\(name)", Self.page)
        }
        let ru = folder.path("Content/ru")
        #expect(failures(folder) == """
            \(ru)/...md:1:1: error: '...md' makes no page URL: a page's file name must not start with '.'
            \(ru)/..md:1:1: error: '..md' makes no page URL: a page's file name must not start with '.'
            \(ru)/.draft.md:1:1: error: '.draft.md' makes no page URL: a page's file name must not start with '.'
            \(ru)/.md:1:1: error: '.md' makes no page URL: there is no name before '.md'
            \(ru)/50%.md:1:1: error: '50%.md' makes no page URL: its name has '%', which a URL path cannot carry as it is
            \(ru)/a#b.md:1:1: error: 'a#b.md' makes no page URL: its name has '#', which a URL path cannot carry as it is
            \(ru)/back\\slash.md:1:1: error: 'back\\slash.md' makes no page URL: its name has '\\', which a URL path cannot carry as it is
            \(ru)/tab\t.md:1:1: error: 'tab\t.md' makes no page URL: its name has a control character
            \(ru)/what?.md:1:1: error: 'what?.md' makes no page URL: its name has '?', which a URL path cannot carry as it is
            """)
        #expect(try folder.read("Public/ru/index.html") == before)
    }

    @Test func oneNameInTwoUnicodeFormsIsAnErrorNamingBothAndNoCrash() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let composed = "caf\u{E9}.md", decomposed = "cafe\u{301}.md"
        #expect(Array(composed.utf8) != Array(decomposed.utf8))
        try folder.write("Content/ru/index.md", Self.page)
        try folder.write("Content/ru/\(composed)", Self.page)
        try folder.write("Content/ru/\(decomposed)", Self.page)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("Content/ru")).count == 3)
        let ru = folder.path("Content/ru")
        #expect(failures(folder) == "\(ru)/café.md:1:1: error: the page's URL ru/café/ is also the URL of \(ru)/café.md "
            + "(the two names are the same text in different Unicode normalization forms); rename one of them")
        #expect(!FileManager.default.fileExists(atPath: folder.path("Public")))
        try FileManager.default.removeItem(atPath: folder.path("Content/ru/\(decomposed)"))
        #expect(failures(folder) == nil)
        #expect(try folder.read("Public/ru/café/index.html").contains("<title>"))
    }

    /// `index.html.md` beside `index.md` would put a folder where the
    /// language's index page is: an error naming both. Alone, it is a page at
    /// `ru/index.html/`, like any other name.
    @Test func indexHTMLBesideTheIndexIsAnErrorAndAloneAPage() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("Content/ru/index.md", Self.page)
        try folder.write("Content/ru/index.html.md", Self.page)
        let ru = folder.path("Content/ru")
        #expect(failures(folder) == "\(ru)/index.html.md:1:1: error: the page would be written at ru/index.html/index.html, "
            + "but ru/index.html is the page of \(ru)/index.md; rename one of them")
        try FileManager.default.removeItem(atPath: folder.path("Content/ru/index.md"))
        #expect(failures(folder) == nil)
        #expect(try folder.read("Public/ru/index.html/index.html").contains("<title>"))
    }
}
