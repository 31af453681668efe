import CLineBreak

/// Line-break opportunities and grapheme boundaries inside words, as
/// Chromium finds them (`ChromiumBreakRules` over ICU's iterators).
/// Not thread-safe: its `Shaper` belongs to one thread.
final class BreakFinder {
    private let lines = Breaker(MFS_BREAK_LINE)
    private let graphemes = Breaker(MFS_BREAK_CHARACTER)

    /// Byte offsets strictly inside `word`, ascending, where a line may end;
    /// `afterSpace` false for the rest of a word that starts a line after a
    /// break inside it (Blink's ICU iterator starts at the line's start, so
    /// ICU then sees the rest as the start of the text).
    func breaks(in word: UnsafeBufferPointer<UInt8>, afterSpace: Bool = true) -> [Int] {
        Self.hasNoBreaks(word) ? [] : breaksByRules(in: word, afterSpace: afterSpace)
    }

    /// `breaks(in:afterSpace:)` without the shortcut: every position asked of
    /// `ChromiumBreakRules` (and ICU where they need it).
    func breaksByRules(in word: UnsafeBufferPointer<UInt8>, afterSpace: Bool) -> [Int] {
        let utf16 = UTF16Text(word)
        let lead = afterSpace ? 1 : 0
        // `ChromiumBreakRules` consults ICU only next to a character that needs it.
        let icuBreaks = !utf16.units.contains(where: ChromiumBreakRules.needsICU) ? [] : Set(
            lines.boundaries(in: (afterSpace ? [0x20] : []) + utf16.units + [0x20, 0x61]).map { Int($0) - lead })
        return utf16.units.indices.dropFirst()
            .filter { ChromiumBreakRules.mayBreak(utf16.units, at: $0, before: afterSpace ? 0x20 : nil, icuBreaks: icuBreaks) }
            .map { utf16.byteOffsets[$0] }
    }

    /// True when no rule lets a line end inside `word`: letters, digits and
    /// combining marks (UAX #14 AL, NU, CM, as ASCII letters and digits
    /// are), after one opening punctuation or quote and before closing
    /// punctuation and quotes. Nothing breaks between two letters (LB23,
    /// LB28), after an opening ASCII character or quote (LB14, LB19, and
    /// Blink's ASCII table), before a closing one (LB13, LB19, LB22), or
    /// between two closing ASCII characters (the table); nor inside a
    /// single character.
    static func hasNoBreaks(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        var part = 0 // 0: the start, 1: after the opening character, 2: letters, 3: closing characters
        var scalars = UTF8Scalars(word)
        while let (value, offset) = scalars.next() {
            let isLetter = value < 0x80
                ? (0x61...0x7A).contains(value | 0x20) || (0x30...0x39).contains(value)
                : ScalarProperties.isWordLetter(value)
            if isLetter {
                guard part < 3 else { return false }
                part = 2
            } else if part == 0, isOpening(value) {
                part = 1
            } else if part >= 2, isClosing(value) {
                part = 3
            } else if offset > 0 || scalars.next() != nil {
                return false
            }
        }
        return true
    }

    /// Opening punctuation (OP, the Spanish "¡" and "¿" among them) and quotes (QU).
    private static func isOpening(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x28, 0x5B, 0xA1, 0xBF, 0x22, 0x27, 0xAB, 0xBB, 0x2018, 0x2019, 0x201C, 0x201D, 0x201E: true
        default: false
        }
    }

    /// Closing punctuation (CL, CP, EX, IS), quotes (QU) and the ellipsis (IN).
    private static func isClosing(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x2C, 0x2E, 0x3A, 0x3B, 0x21, 0x3F, 0x29, 0x5D, 0x7D, 0x22, 0x27, 0xAB, 0xBB, 0x2018, 0x2019, 0x201C, 0x201D, 0x2026: true
        default: false
        }
    }

    /// Grapheme cluster boundaries strictly inside `bytes`, as byte offsets.
    func graphemeBoundaries(in bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        let utf16 = UTF16Text(bytes)
        return graphemes.boundaries(in: utf16.units).map { utf16.byteOffsets[Int($0)] }
    }
}
