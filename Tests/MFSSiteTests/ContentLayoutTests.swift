import Foundation
import Testing
import MFSSite
import TestSupport

/// Every Markdown file of the content folder is built or is an error, and so
/// is every language folder: nothing is skipped silently.
@Suite struct ContentLayoutTests {
    static let page = "---\ntitle: T\n---\n\nText.\n"

    /// A content folder of `ru/index.md` and `es/index.md`.
    static func site() throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        try folder.write("Content/ru/index.md", page)
        try folder.write("Content/es/index.md", page)
        return folder
    }

    /// `.MD` in any letter case is a page; links to it in either case lead to it.
    @Test func aPageWhoseExtensionIsUpperCaseIsBuilt() throws {
        let folder = try Self.site()
        defer { folder.remove() }
        try folder.write("Content/ru/Guide.MD", "---\ntitle: Руководство\n---\n\n## Начало\n\nТекст.\n")
        try folder.write("Content/ru/index.md", "---\ntitle: T\n---\n\n[Раз](Guide.MD#начало), [два](Guide.md).\n")
        #expect(folder.buildFailure() == nil)
        #expect(try folder.read("Public/ru/Guide/index.html").contains("<p>Текст.</p>"))
        #expect(try folder.read("Public/ru/index.html").contains("<p><a href=\"../ru/Guide/#%D0%BD%D0%B0%D1%87%D0%B0%D0%BB%D0%BE\">Раз</a>, <a href=\"../ru/Guide/\">два</a>.</p>"))
        try folder.write("Content/ru/Guide.md", Self.page)
        #expect(folder.buildFailure() == "\(folder.path("Content/ru/Guide.md")):1:1: error: the page's URL ru/Guide/ is also the URL of "
            + "\(folder.path("Content/ru/Guide.MD")) (the two names differ only in the letter case of '.md'); rename one of them")
    }

    /// A page in a subfolder is a page of that section, `.MD` too; a
    /// subfolder of pages without its own page is an error; a subfolder
    /// without pages (images) is no section.
    @Test func aPageInASubfolderIsBuiltInItsSection() throws {
        let folder = try Self.site()
        defer { folder.remove() }
        try folder.write("Content/ru/guides/index.md", Self.page)
        try folder.write("Content/ru/guides/First.MD", Self.page)
        try folder.write("Content/ru/guides/deeper/second.md", Self.page)
        try folder.write("Content/ru/images/scheme.svg", "<svg/>")
        #expect(folder.buildFailure() == """
            \(folder.path("Content/ru/guides/deeper")): error: the folder of pages is a section, and a section needs an index page: \
            add \(folder.path("Content/ru/guides/deeper"))/index.md, whose title is the section's title
            """)
        #expect(!FileManager.default.fileExists(atPath: folder.path("Public")))
        try folder.write("Content/ru/guides/deeper/index.md", Self.page)
        #expect(folder.buildFailure() == nil)
        for page in ["guides", "guides/First", "guides/deeper", "guides/deeper/second"] {
            #expect(FileManager.default.fileExists(atPath: folder.path("Public/ru/\(page)/index.html")), "\(page)")
        }
    }

    @Test func aPageAtTheRootOrInAnUnknownLanguageFolderIsAnError() throws {
        let folder = try Self.site()
        defer { folder.remove() }
        try folder.write("Content/index.md", Self.page)
        try folder.write("Content/fr/index.md", Self.page)
        try folder.write("Content/notes/readme.txt", "not a page")
        #expect(folder.buildFailure() == """
            \(folder.path("Content/fr")): error: the folder holds pages (index.md), but 'fr' is no language folder: \
            pages lie in the folder of their language, one of ru, es, en, de; \
            for another language, add its strings file \(folder.path("Content/strings/fr.yaml"))
            \(folder.path("Content/index.md")): error: a page at the root of the content folder belongs to no language: \
            move it into a language folder (\(folder.path("Content/ru"))/index.md)
            """)
    }

    @Test func aConfiguredLanguageWithoutFolderOrPagesIsAnError() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("Content/site.yaml", "languages: [ru, es]\n")
        try folder.write("Content/ru/index.md", Self.page)
        #expect(folder.buildFailure() == "\(folder.path("Content/es")): error: the language 'es' of site.yaml has no folder: "
            + "add its pages there (\(folder.path("Content/es"))/index.md), or remove 'es' from its languages")
        try folder.write("Content/es/images/a.svg", "<svg/>")
        #expect(folder.buildFailure() == "\(folder.path("Content/es")): error: the language folder has no pages: "
            + "add \(folder.path("Content/es"))/index.md, or remove 'es' from the languages of site.yaml")
        #expect(!FileManager.default.fileExists(atPath: folder.path("Public")))
    }

    /// An empty content folder, or one without a language folder, is an
    /// error; the previous site stays.
    @Test func anEmptyContentFolderIsAnErrorAndTheSiteStays() throws {
        let folder = try Self.site()
        defer { folder.remove() }
        #expect(folder.buildFailure() == nil)
        let before = try folder.read("Public/ru/index.html")
        try FileManager.default.removeItem(atPath: folder.path("Content"))
        try FileManager.default.createDirectory(atPath: folder.path("Content"), withIntermediateDirectories: false)
        #expect(folder.buildFailure() == "\(folder.path("Content")): error: the content folder is empty: "
            + "a site's pages lie in a folder per language (\(folder.path("Content/ru"))/index.md)")
        try folder.write("Content/site.yaml", "title: T\n")
        #expect(folder.buildFailure() == "\(folder.path("Content")): error: the content folder has no language folder: "
            + "a site's pages lie in a folder per language (\(folder.path("Content/ru"))/index.md)")
        #expect(try folder.read("Public/ru/index.html") == before)
    }
}
