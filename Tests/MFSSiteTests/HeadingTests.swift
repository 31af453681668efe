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

    /// Every scalar the scalar path accepts gives the slug the character rules give.
    @Test func wholeCharactersSlugAsCharacters() {
        for value in UInt32(0)..<0x530 {
            guard let scalar = Unicode.Scalar(value), Heading.isWholeCharacter(scalar) else { continue }
            for text in ["a\(scalar)b", "\(scalar)", " \(scalar) \(scalar)_", "\(scalar)\(scalar)-", "\r\n\(scalar)\t"] {
                #expect(Heading.scalarSlug(text) == Heading.characterSlug(text), "U+\(String(value, radix: 16))")
            }
        }
    }
}
