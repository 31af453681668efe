import Foundation
import Testing
@testable import MFSSite
import TestSupport

@Suite struct HeadingTests {
    @Test func slugsKeepLettersDigitsAndJoinWords() {
        #expect(Heading.slug("¿Por qué MFS?") == "por-qué-mfs")
        #expect(Heading.slug("Жизненный цикл  Management_1") == "жизненный-цикл-management_1")
        #expect(Heading.slug("  -a- b -") == "-a-b")
        #expect(Heading.slug("?!") == "section")
        // Not whole characters: a combining mark stays with its letter, İ lowercases to i + U+0307.
        #expect(Heading.slug("e\u{301} x") == "e\u{301}-x")
        #expect(Heading.slug("İ a") == "i\u{307}-a")
        #expect(Heading.slug("a\r\nb") == "a-b")
    }

    /// Wherever the scalar path gives a slug, it is the one the character rules
    /// give to the lowercased text; it gives one for every scalar that
    /// lowercases to a whole character (capitals and small letters alike).
    @Test func theScalarPathAgreesWithTheCharacterRules() {
        for value in UInt32(0)..<0x600 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let lowered = String(scalar).lowercased().unicodeScalars
            let isWhole = lowered.count == 1 && Heading.isWholeCharacter(lowered.first!)
            for text in ["a\(scalar)b", "\(scalar)", " \(scalar) \(scalar)_", "\(scalar)\(scalar)-", "\r\n\(scalar)\t", "Ж\(scalar)É"] {
                let fast = Heading.scalarSlug(text)
                #expect(fast == nil || fast == Heading.characterSlug(text.lowercased()), "U+\(String(value, radix: 16))")
                #expect((fast != nil) == isWhole, "U+\(String(value, radix: 16))")
            }
        }
    }

    /// Repeats are numbered by their slug; an id an earlier heading took is skipped.
    @Test func repeatedHeadingsGetNumberedIds() throws {
        let document = try MarkdownParser.parse("# Кэш\n\n## кэш\n\n# Кэш-1\n\n### КЭШ\n\n# Кадры\n", path: "test.md")
        #expect(Heading.collect(in: document).map(\.id) == ["кэш", "кэш-1", "кэш-1-1", "кэш-2", "кадры"])
    }

    /// 20,000 headings get the ids the rules give, whatever their number:
    /// 10,000 that read like repeats (`Кэш-1`, `Кэш-3`, ...) and then 10,000
    /// repeats of `Кэш`, each of which skips the odd id taken before it.
    @Test func twentyThousandHeadingsGetTheirIds() throws {
        let odd = stride(from: 1, to: 20000, by: 2).map { "Кэш-\($0)" }
        let source = (odd + Array(repeating: "КЭШ", count: 10000)).map { "# \($0)\n" }.joined()
        let ids = try Heading.collect(in: MarkdownParser.parse(source, path: "test.md")).map(\.id)
        let repeats = ["кэш"] + stride(from: 2, to: 20000, by: 2).map { "кэш-\($0)" }
        #expect(ids == odd.map { $0.lowercased() } + repeats)
    }

    /// A heading never takes an id the template or the renderer gives an
    /// element (issue 32: `## Content` took the skip link's target): such an
    /// id, or such a repeat of one, gets `section-` before it.
    @Test func idsTheTemplateOrTheRendererUseGetSectionBeforeThem() throws {
        let source = ["Content", "fn-1", "Fn", "Fn", "FNref-2", "Tabs 1 2", "MFS gallery 1", "MFS rotation", "Section content", "Search status", "Contents"]
            .map { "## \($0)\n" }.joined()
        #expect(try Heading.collect(in: MarkdownParser.parse(source, path: "t.md")).map(\.id) == [
            "section-content", "section-fn-1", "fn", "section-fn-2", "section-fnref-2", "section-tabs-1-2", "section-mfs-gallery-1",
            "mfs-rotation", "section-content-1", "section-search-status", "contents",
        ])
    }

    /// In a built page: one element with each id, the skip link's target the `main`.
    @Test func aBuiltPageHasEachIdOnce() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("Content/ru/index.md", "---\ntitle: T\norder: 0\n---\n\n## Content\n\n## fn-1\n\nТекст[^1].\n\n[^1]: Сноска.\n")
        #expect(folder.buildFailure() == nil)
        let page = try folder.read("Public/ru/index.html")
        #expect(page.contains("<main id=\"content\">"))
        #expect(page.contains("<h2 id=\"section-content\"><a class=\"heading-anchor\" href=\"#section-content\">Content</a></h2>\n"
            + "<h2 id=\"section-fn-1\"><a class=\"heading-anchor\" href=\"#section-fn-1\">fn-1</a></h2>\n"))
        #expect(page.contains("<li id=\"fn-1\">"))
        let ids = page.matches(of: /id="([^"]*)"/).map { String($0.output.1) }
        #expect(ids.count == Set(ids).count, "repeated: \(ids)")
    }

    /// `Heading.templateIDs` are exactly the ids the theme's templates write.
    @Test func theThemesIdsAreReserved() throws {
        let theme = try Theme.bundled().assetsDirectory.deletingLastPathComponent()
        var ids: Set<String> = []
        for folder in ["templates", "assets"] {
            let url = theme.appendingPathComponent(folder)
            for file in try FileManager.default.contentsOfDirectory(atPath: url.path)
            where file.hasSuffix(".mustache") || file.hasSuffix(".js") {
                let text = try String(contentsOf: url.appendingPathComponent(file), encoding: .utf8)
                ids.formUnion(text.matches(of: /id="([^"{]*)"/).map { String($0.output.1) })
                ids.formUnion(text.matches(of: /\.id = "([^"]*)"/).map { String($0.output.1) })
            }
        }
        #expect(ids == ["content", "search-more", "search-query", "search-results", "search-status",
                        "search-dialog-query", "search-dialog-results", "search-option-"])
        #expect(ids.filter { !Heading.isReserved($0) }.isEmpty)
    }
}
