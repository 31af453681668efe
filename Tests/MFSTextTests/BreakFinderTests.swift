import Testing
@testable import MFSText

/// `BreakFinder`'s shortcut for words no rule breaks inside, against the
/// rules themselves.
@Suite struct BreakFinderTests {
    @Test func aWordTheShortcutSkipsHasNoBreakByTheRules() throws {
        let finder = BreakFinder()
        var skipped = 0
        for word in try HarfBuzzFontTests.words() + ["(мир)", "«Ёлка»,", "\"dogs'\"", "(«a", "a»(", "—", "3–5", "foo-bar", "a?b", "¿Qué?", "¡Hola!"] {
            Array(word.utf8).withUnsafeBufferPointer { bytes in
                guard BreakFinder.hasNoBreaks(bytes) else { return }
                skipped += 1
                #expect(finder.breaksByRules(in: bytes, afterSpace: true) == [], "\(word)")
                #expect(finder.breaksByRules(in: bytes, afterSpace: false) == [], "\(word)")
            }
        }
        #expect(skipped > 400)
        for word in ["(«a", "a»(", "3–5", "foo-bar", "a?b"] {
            #expect(!Array(word.utf8).withUnsafeBufferPointer(BreakFinder.hasNoBreaks), "\(word)")
        }
    }
}
