import Testing
@testable import MFSSite

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
}
