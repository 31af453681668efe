/// One word shaped between two spaces, as it sits in a paragraph (16.16
/// px): its kerning with the spaces, its pens at break opportunities, and
/// whether it is, alone, as wide as here.
///
/// HarfBuzz marks a glyph safe to break before when shaping the text cut
/// there gives exactly the same glyphs and positions on both sides; so a
/// word safe at both ends has, alone, the width it has here.
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
}
