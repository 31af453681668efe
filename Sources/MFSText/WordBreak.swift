/// A place strictly inside a word where a line may end (after "-", after
/// "–" in "3–5"...: `ChromiumBreakRules`), with its pen position (16.16 px).
/// The widths of the word's pieces on either side are found by the layout
/// that ends a line there (`GreedyLines`): most breaks never end a line.
struct WordBreak: Equatable {
    /// UTF-8 byte offset in the word.
    var offset: Int
    /// The pen position at `offset` in the word as a paragraph shapes it.
    var pen: Int
    /// Whether the word was shaped whole alone, in one run, and HarfBuzz left
    /// that shaping safe to break here: a piece of the word between two such
    /// breaks (or a break and an end) is, alone, as wide as the difference of their pens.
    var isSafe: Bool
}
