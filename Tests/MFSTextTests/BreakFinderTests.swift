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
