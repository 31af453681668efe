/// One word shaped alone, once (16.16 px), with its kerning with a space on
/// either side as its edge glyphs kern with one (`HarfBuzzFont.shaped`).
struct ShapedWord {
    /// The advances of the word's glyphs.
    var width: Int
    /// What a space before the word gains or loses by kerning with its first
    /// glyph; nil when that cannot be told from the glyph alone (the word
    /// between two spaces then tells: `HarfBuzzFont.spaced`).
    var leadingKerning: Int?
    /// What the word's last glyph gains or loses by kerning with a space
    /// after it; nil when that cannot be told from the glyph alone.
    var trailingKerning: Int?
    /// The pen position at each asked offset, from the word's start.
    var pens: [Int]
    /// Whether each asked offset is safe to break at (HarfBuzz's flag).
    var safe: [Bool]
    /// The word's grapheme boundaries with their pens, when it was asked
    /// for them (a word wider than a line is broken inside).
    var graphemes: GraphemePens?
}
