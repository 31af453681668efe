/// One word of a text being laid out: its UTF-8 byte range in the text,
/// its metrics (copied from the word table), the script of the run the text
/// before it ends in, and its width there.
struct WordSpan {
    var start: Int
    var end: Int
    var metrics: WordMetrics
    /// ICU script code of the last run before the word; -1 when none.
    var context: Int32
    /// The word's width in this text: `metrics.width`, or
    /// `metrics.widthAfterOtherScript` when `isAfterOtherScript` (measured
    /// by the layout when the metrics lack it).
    var width: Int
    /// The pen position at the word's start in the paragraph shaped whole:
    /// the words before it in their context, each followed by a space with
    /// the kerning on both sides of it (Blink measures a line's end against
    /// positions in that shaping).
    var pen = 0

    /// Whether the word's leading digits or punctuation join the run before
    /// it, that run's script differing from the word's.
    var isAfterOtherScript: Bool { context >= 0 && context != metrics.firstScript }

    /// The kerning between the space before the word and the word: none
    /// when the word's first character starts a run of another script.
    var leadingKerning: Int {
        metrics.startsWithScript && isAfterOtherScript ? 0 : metrics.leadingKerning
    }

    var count: Int { end - start }
}
