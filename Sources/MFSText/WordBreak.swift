/// A place strictly inside a word where a line may end (after "-", after
/// "–" in "3–5"...: `ChromiumBreakRules`), with the widths line breaking
/// needs there (16.16 px).
struct WordBreak: Equatable {
    /// UTF-8 byte offset in the word.
    var offset: Int
    /// The word up to `offset` shaped alone.
    var prefixWidth: Int
    /// The word from `offset` shaped alone.
    var suffixWidth: Int
    /// The pen position at `offset` in the word shaped whole.
    var pen: Int
    /// Whether the word was shaped whole alone, in one run, and HarfBuzz left
    /// that shaping safe to break here: a piece of the word between two such
    /// breaks is, alone, as wide as the difference of their pens.
    var isSafe: Bool
}
