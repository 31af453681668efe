/// One word shaped between two spaces, as it sits in a paragraph (16.16
/// px): what a single shaping tells about the word alone, its kerning with
/// the spaces, and its pieces at break opportunities.
///
/// HarfBuzz marks a glyph safe to break before when shaping the text cut
/// there gives exactly the same glyphs and positions on both sides; so a
/// piece whose ends are safe has, alone, the width it has here.
struct SpacedWord {
    /// The leading space's advance, with its kerning with the word's first glyph.
    var leadingSpace: Int
    /// The word's advances, its last glyph's kerning with the trailing space included.
    var body: Int
    /// Whether the word's first glyph is safe to break before (no kerning
    /// or contextual shaping across the leading space).
    var isSafeAtStart: Bool
    /// Whether the trailing space is safe to break before.
    var isSafeAtEnd: Bool
    /// The pen position at each asked offset, from the word's start.
    var pens: [Int]
    /// Whether each asked offset is safe to break at.
    var safe: [Bool]
}
