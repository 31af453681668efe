import Foundation
import Testing
import MFSSite
import TestSupport

/// After every kind of change, the incremental builder's output equals a full
/// build's, byte for byte, and it rendered only the pages that depend on the change.
@Suite struct IncrementalBuildTests {
    static let pages = [
        "ru/index.md": "---\ntitle: Главная\norder: 0\n---\n\nСм. [кадры](frames.md#кэш).\n",
        "ru/frames.md": "---\ntitle: Кадры\ndescription: Про кадры.\norder: 1\n---\n\n## Кэш\n\nТекст про кэш.\n",
        "ru/styles.md": "---\ntitle: Стили\norder: 2\n---\n\nТекст про стили.\n",
        "es/index.md": "---\ntitle: Inicio\norder: 0\n---\n\nVer [marcos](frames.md).\n",
        "es/frames.md": "---\ntitle: Marcos\norder: 1\n---\n\n## Caché\n\nTexto.\n",
    ]

    /// A content folder, an incremental builder's output and a full build's output to compare with.
    struct Site {
        let folder: TemporaryDirectory
        let builder: IncrementalSiteBuilder

        init() throws {
            folder = try TemporaryDirectory()
            for (path, text) in IncrementalBuildTests.pages { try folder.write("Content/\(path)", text) }
            builder = IncrementalSiteBuilder(contentDirectory: folder.path("Content"), outputDirectory: folder.path("Public"))
        }

        func write(_ path: String, _ text: String) throws { try folder.write("Content/\(path)", text) }

        /// Builds incrementally and in full; expects the same summary and the same files.
        func buildAndCompare(sourceLocation: SourceLocation = #_sourceLocation) throws {
            let summary = try builder.build()
            let full = try SiteBuilder(contentDirectory: folder.path("Content"), outputDirectory: folder.path("Full")).build()
            #expect(summary.pages == full.pages, sourceLocation: sourceLocation)
            #expect(summary.screens == full.screens, sourceLocation: sourceLocation)
            let incremental = try files(in: "Public"), expected = try files(in: "Full")
            #expect(incremental.keys.sorted() == expected.keys.sorted(), sourceLocation: sourceLocation)
            for (path, contents) in expected where incremental[path] != contents {
                Issue.record("\(path) differs from the full build's", sourceLocation: sourceLocation)
            }
        }

        /// Every file below `name`, by relative path.
        func files(in name: String) throws -> [String: Data] {
            let root = folder.url.appendingPathComponent(name)
            var files: [String: Data] = [:]
            for case let path as String in FileManager.default.enumerator(atPath: root.path) ?? .init() {
                let url = root.appendingPathComponent(path)
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
                files[path] = try Data(contentsOf: url)
            }
            return files
        }
    }

    @Test func editingAPageRendersItAlone() throws {
        let site = try Site()
        defer { site.folder.remove() }
        try site.buildAndCompare()
        // Five pages and es/styles/, ru/styles.md shown untranslated, rendered again with it.
        #expect(site.builder.lastRendered.count == 6)
        for edit in 1...3 {
            try site.write("ru/styles.md", "---\ntitle: Стили\norder: 2\n---\n\nТекст про стили, правка \(edit).\n")
            try site.buildAndCompare()
            #expect(site.builder.lastRendered == ["ru/styles.md", "es/styles.md"])
        }
        try site.buildAndCompare()
        #expect(site.builder.lastRendered == [])
    }

    /// Outside git a page's "last updated" line is its file's modification
    /// time: a page saved again with the same text is rendered again.
    @Test func aPageSavedAgainUnchangedGetsItsNewDate() throws {
        let site = try Site()
        defer { site.folder.remove() }
        try site.buildAndCompare()
        let later = Date(timeIntervalSince1970: 2_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: later], ofItemAtPath: site.folder.path("Content/ru/styles.md"))
        try site.buildAndCompare()
        #expect(site.builder.lastRendered == ["ru/styles.md", "es/styles.md"])
        #expect(try String(decoding: site.files(in: "Public")["ru/styles/index.html"] ?? Data(), as: UTF8.self)
            .contains("2033-05-18T03:33:20Z"))
    }

    @Test func aNewTitleRendersTheLanguageAndTheTranslations() throws {
        let site = try Site()
        defer { site.folder.remove() }
        try site.buildAndCompare()
        try site.write("ru/frames.md", "---\ntitle: Кадры и кэш\ndescription: Про кадры.\norder: 1\n---\n\n## Кэш\n\nТекст про кэш.\n")
        try site.buildAndCompare()
        #expect(site.builder.lastRendered.sorted() == ["es/frames.md", "es/styles.md", "ru/frames.md", "ru/index.md", "ru/styles.md"])
    }

    @Test func aNewHeadingRendersThePagesLinkingToIt() throws {
        let site = try Site()
        defer { site.folder.remove() }
        try site.buildAndCompare()
        try site.write("ru/frames.md", "---\ntitle: Кадры\ndescription: Про кадры.\norder: 1\n---\n\n## Кэш\n\nТекст.\n\n## Размеры\n")
        try site.buildAndCompare()
        // Links are matched by file name, folders dropped: es/index.md links to es/frames.md.
        #expect(site.builder.lastRendered.sorted() == ["es/index.md", "ru/frames.md", "ru/index.md"])
    }

    /// A link written as a site URL (`../frames/#кэш`) depends on its page as a `.md` link does.
    @Test func aNewHeadingRendersThePagesLinkingToItBySiteURL() throws {
        let site = try Site()
        defer { site.folder.remove() }
        try site.write("ru/styles.md", "---\ntitle: Стили\norder: 2\n---\n\nСм. [кэш](../frames/#кэш) и [главную](../).\n")
        try site.buildAndCompare()
        try site.write("ru/frames.md", "---\ntitle: Кадры\ndescription: Про кадры.\norder: 1\n---\n\n## Кэш\n\nТекст.\n\n## Размеры\n")
        try site.buildAndCompare()
        #expect(site.builder.lastRendered.sorted() == ["es/index.md", "es/styles.md", "ru/frames.md", "ru/index.md", "ru/styles.md"])
    }

    /// Adding, changing and removing aliases writes and removes their redirect pages as a full build does.
    @Test func changedAliasesChangeTheRedirectPages() throws {
        let site = try Site()
        defer { site.folder.remove() }
        try site.buildAndCompare()
        for aliases in ["aliases: [old-styles]\n", "aliases: [guides/styles]\n", ""] {
            try site.write("ru/styles.md", "---\ntitle: Стили\norder: 2\n\(aliases)---\n\nТекст про стили.\n")
            try site.buildAndCompare()
        }
        #expect(try site.files(in: "Public").keys.filter { $0.contains("old-styles") || $0.contains("guides") } == [])
    }

    @Test func addingAndRemovingAPage() throws {
        let site = try Site()
        defer { site.folder.remove() }
        try site.buildAndCompare()
        try site.write("ru/cells.md", "---\ntitle: Ячейки\norder: 3\n---\n\nСм. [стили](styles.md).\n")
        try site.buildAndCompare()
        // A new page is in every language's navigation: es/cells/ shows it untranslated.
        #expect(site.builder.lastRendered.sorted() == ["es/cells.md", "es/frames.md", "es/index.md", "es/styles.md",
                                                       "ru/cells.md", "ru/frames.md", "ru/index.md", "ru/styles.md"])
        try FileManager.default.removeItem(atPath: site.folder.path("Content/ru/cells.md"))
        try site.buildAndCompare()
        try FileManager.default.removeItem(atPath: site.folder.path("Content/ru/styles.md"))
        try site.buildAndCompare()
        #expect(!FileManager.default.fileExists(atPath: site.folder.path("Public/ru/styles")))
    }

    /// A new section renders the pages of its language (their sidebars); a
    /// heading gone from a section's own page fails the pages that link to
    /// it by its folder's URL (`../guides/#шаг`), as a full build does.
    @Test func aNewSectionAndAHeadingGoneFromItsOwnPage() throws {
        let site = try Site()
        defer { site.folder.remove() }
        try site.write("ru/styles.md", "---\ntitle: Стили\norder: 2\n---\n\nСм. [шаг](../guides/#шаг).\n")
        try site.write("ru/guides/index.md", "---\ntitle: Руководства\norder: 3\n---\n\n## Шаг\n")
        try site.buildAndCompare()
        try site.write("ru/guides/first.md", "---\ntitle: Первое\norder: 1\n---\n\nСм. [стили](../styles.md).\n")
        try site.buildAndCompare()
        // The Spanish pages list the new page, shown untranslated among them.
        #expect(site.builder.lastRendered.sorted() == ["es/frames.md", "es/guides/first.md", "es/guides/index.md", "es/index.md", "es/styles.md",
                                                       "ru/frames.md", "ru/guides/first.md", "ru/guides/index.md", "ru/index.md", "ru/styles.md"])
        try site.write("ru/guides/index.md", "---\ntitle: Руководства\norder: 3\n---\n\n## Другое\n")
        do {
            _ = try site.builder.build()
            Issue.record("the build should fail")
        } catch {
            #expect(error.description == "\(site.folder.path("Content/ru/styles.md")):6:5: error: broken link '../guides/#шаг': "
                + "no heading '#шаг' in \(site.folder.path("Content/ru/guides/index.md"))")
        }
    }

    @Test func aBrokenPageFailsLikeAFullBuildAndLeavesTheOutputUntouched() throws {
        let site = try Site()
        defer { site.folder.remove() }
        try site.buildAndCompare()
        let before = try site.files(in: "Public")
        let saved = try FileManager.default.attributesOfItem(atPath: site.folder.path("Content/ru/frames.md"))[.modificationDate]
        // The heading the index links to disappears, and a new page has bad front matter.
        try site.write("ru/frames.md", "---\ntitle: Кадры\norder: 1\n---\n\n## Другое\n")
        try site.write("ru/bad.md", "---\ntitle: [\n---\n")
        var messages: [String] = []
        for builder in [site.builder.build, SiteBuilder(contentDirectory: site.folder.path("Content"), outputDirectory: site.folder.path("Full")).build] {
            do {
                _ = try builder()
                Issue.record("the build should fail")
            } catch {
                messages.append(error.description)
            }
        }
        #expect(messages.count == 2)
        #expect(messages.first == messages.last)
        #expect(messages.first?.hasPrefix(site.folder.path("Content/ru/bad.md") + ":3:1: error: invalid YAML") == true)
        #expect(try site.files(in: "Public") == before)
        try FileManager.default.removeItem(atPath: site.folder.path("Content/ru/bad.md"))
        do {
            _ = try site.builder.build()
            Issue.record("the build should fail")
        } catch {
            #expect(error.description == site.folder.path("Content/ru/index.md") + ":6:5: error: broken link 'frames.md#кэш': no heading '#кэш' in " + site.folder.path("Content/ru/frames.md"))
        }
        #expect(try site.files(in: "Public") == before)
        // The page as it was, down to its modification time (its "last updated" line).
        try site.write("ru/frames.md", IncrementalBuildTests.pages["ru/frames.md"]!)
        try FileManager.default.setAttributes([.modificationDate: saved as Any], ofItemAtPath: site.folder.path("Content/ru/frames.md"))
        try site.buildAndCompare()
        #expect(try site.files(in: "Public") == before)
    }

    @Test func anOutputReplacedByAnotherBuildIsRebuiltInFull() throws {
        let site = try Site()
        defer { site.folder.remove() }
        try site.buildAndCompare()
        _ = try SiteBuilder(contentDirectory: site.folder.path("Content"), outputDirectory: site.folder.path("Public")).build()
        try site.write("ru/styles.md", "---\ntitle: Стили\norder: 2\n---\n\nДругой текст.\n")
        try site.buildAndCompare()
        #expect(site.builder.lastRendered.count == 6)
    }
}
