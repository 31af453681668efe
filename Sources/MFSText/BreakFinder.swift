import CLineBreak

/// Line-break opportunities and grapheme boundaries inside words, as
/// Chromium finds them (`ChromiumBreakRules` over ICU's iterators).
/// Not thread-safe: its `Shaper` is lent to one layout at a time.
final class BreakFinder {
    private let lines = Breaker(MFS_BREAK_LINE)
    private let graphemes = Breaker(MFS_BREAK_CHARACTER)

    /// Byte offsets strictly inside `word`, ascending, where a line may end;
    /// `afterSpace` false for the rest of a word that starts a line after a
    /// break inside it (Blink's ICU iterator starts at the line's start, so
    /// ICU then sees the rest as the start of the text).
    func breaks(in word: UnsafeBufferPointer<UInt8>, afterSpace: Bool = true) -> [Int] {
        let utf16 = UTF16Text(word)
        let lead = afterSpace ? 1 : 0
        // `ChromiumBreakRules` consults ICU only next to a character that needs it.
        let icuBreaks = !utf16.units.contains(where: ChromiumBreakRules.needsICU) ? [] : Set(
            lines.boundaries(in: (afterSpace ? [0x20] : []) + utf16.units + [0x20, 0x61]).map { Int($0) - lead })
        return utf16.units.indices.dropFirst()
            .filter { ChromiumBreakRules.mayBreak(utf16.units, at: $0, before: afterSpace ? 0x20 : nil, icuBreaks: icuBreaks) }
            .map { utf16.byteOffsets[$0] }
    }

    /// Grapheme cluster boundaries strictly inside `bytes`, as byte offsets.
    func graphemeBoundaries(in bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        let utf16 = UTF16Text(bytes)
        return graphemes.boundaries(in: utf16.units).map { utf16.byteOffsets[Int($0)] }
    }
}
