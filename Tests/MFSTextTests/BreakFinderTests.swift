import Testing
import CLineBreak
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

    /// `breaksByRules` against `ChromiumBreakRules` asked at every position
    /// of the word's UTF-16 (the standard library's) with ICU's boundaries
    /// always found: its ASCII path, its buffers kept from word to word and
    /// its asking ICU only next to a non-ASCII character change nothing.
    /// Every word of the corpus, and edge cases: digits after "-", dashes
    /// before letters, non-ASCII punctuation, combining marks, surrogate
    /// pairs, no-break spaces.
    @Test func breaksByRulesAreTheRulesAskedAtEveryPosition() throws {
        let finder = BreakFinder(), rules = ChromiumBreakRules(), icu = Breaker(MFS_BREAK_LINE)
        let edgeCases = ["-5", "a-5", "2026-11", "x-y-5", "—a", "–a", "‐a", "a–b", "3–5", "−2", "°C", "¡Hola!", "¿Qué?", "«a»,",
                         "a?b", "a?5", "foo?(bar)", "a.(b", "a)[b", "x²+y²=r²", "e\u{301}-e\u{301}", "a\u{301}–5", "😀-😀", "a😀b-c",
                         "𝔄-1", "1\u{A0}000", "\u{A0}-a", "кто-то", "из-за…", "https://x.org/статьи/a-b?c=1", "(«a", "a»(", "a-–b", "ж"]
        var withBreaks = 0
        for word in try HarfBuzzFontTests.words() + edgeCases {
            let units = Array(word.utf16)
            for afterSpace in [true, false] {
                let lead = afterSpace ? 1 : 0
                let boundaries = Set(icu.boundaries(in: (afterSpace ? [0x20] : []) + units + [0x20, 0x61]).map { Int($0) - lead })
                let expected = (1..<max(1, units.count)).filter { index in
                    rules.mayBreak(between: units[index - 1], and: units[index], after: index >= 2 ? units[index - 2] : afterSpace ? 0x20 : nil,
                                   icuBreak: boundaries.contains(index))
                }.map { String(word.utf16.prefix($0))!.utf8.count }
                let found = Array(word.utf8).withUnsafeBufferPointer { finder.breaksByRules(in: $0, afterSpace: afterSpace) }
                #expect(found == expected, "\(word) after a space: \(afterSpace)")
                if !expected.isEmpty { withBreaks += 1 }
            }
        }
        #expect(withBreaks > 120)
    }

    /// Every character `isAlwaysOwnGrapheme` lets through stands alone for
    /// ICU too: each between two letters "a" (which a Prepend character
    /// would join after it, an Extend or SpacingMark one before it) in one
    /// text, ICU finds a boundary before and after each character.
    @Test func aCharacterAlwaysItsOwnGraphemeIsOneForICU() {
        let scalars = (UInt32(0)..<0x3000).filter(BreakFinder.isAlwaysOwnGrapheme)
        #expect(scalars.count > 1_500)
        var units: [UInt16] = [0x61]
        for scalar in scalars { units += [UInt16(scalar), 0x61] }
        let boundaries = Set(Breaker(MFS_BREAK_CHARACTER).boundaries(in: units))
        // The UTF-16 offsets where ICU joins two characters into one grapheme.
        #expect((1..<units.count).filter { !boundaries.contains(Int32($0)) } == [])
        #expect(!BreakFinder.isAlwaysOwnGrapheme(0x301) && !BreakFinder.isAlwaysOwnGrapheme(0x483) && !BreakFinder.isAlwaysOwnGrapheme(0x200D))
    }

    /// A word of characters that stand alone takes its boundaries without
    /// ICU, and they are ICU's; one with a combining mark takes ICU's.
    @Test func graphemeBoundariesAreICUs() {
        let finder = BreakFinder()
        for (word, expected) in [("Ёлка-2", [2, 4, 6, 8, 9]), ("e\u{301}té", [3, 4]), ("¿Qué?", [2, 3, 4, 6])] {
            #expect(Array(word.utf8).withUnsafeBufferPointer(finder.graphemeBoundaries) == expected, "\(word)")
        }
    }
}
