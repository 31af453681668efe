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
        if Self.isLettersOnly(word) { return [] }
        let utf16 = UTF16Text(word)
        let lead = afterSpace ? 1 : 0
        // `ChromiumBreakRules` consults ICU only next to a character that needs it.
        let icuBreaks = !utf16.units.contains(where: ChromiumBreakRules.needsICU) ? [] : Set(
            lines.boundaries(in: (afterSpace ? [0x20] : []) + utf16.units + [0x20, 0x61]).map { Int($0) - lead })
        return utf16.units.indices.dropFirst()
            .filter { ChromiumBreakRules.mayBreak(utf16.units, at: $0, before: afterSpace ? 0x20 : nil, icuBreaks: icuBreaks) }
            .map { utf16.byteOffsets[$0] }
    }

    /// True when every character of `word` is a letter, a digit or a
    /// combining mark (UAX #14 classes AL, NU, CM, as ASCII letters and
    /// digits are): no rule lets a line end between two of them.
    private static func isLettersOnly(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        var iterator = word.makeIterator(), decoder = UTF8()
        while case .scalarValue(let scalar) = decoder.decode(&iterator) {
            let value = scalar.value
            if value < 0x80 {
                guard (0x61...0x7A).contains(value | 0x20) || (0x30...0x39).contains(value) else { return false }
            } else if mfs_is_word_letter(value) == 0 {
                return false
            }
        }
        return true
    }

    /// Grapheme cluster boundaries strictly inside `bytes`, as byte offsets.
    func graphemeBoundaries(in bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        let utf16 = UTF16Text(bytes)
        return graphemes.boundaries(in: utf16.units).map { utf16.byteOffsets[Int($0)] }
    }
}
