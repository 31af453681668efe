/// One word of a text being laid out: its UTF-8 byte range in the text,
/// its metrics (a copy), and the script of the run the text before it ends in.
struct WordSpan {
    var start: Int
    var end: Int
    var metrics: WordMetrics
    /// ICU script code of the last run before the word; -1 when none.
    var context: Int32

    /// The word's width in this text: its leading digits or punctuation
    /// join the run before it when that run's script differs from the word's.
    var width: Int {
        context >= 0 && context != metrics.firstScript ? metrics.widthAfterOtherScript : metrics.width
    }

    /// The kerning between the space before the word and the word: none
    /// when the word's first character starts a run of another script.
    var leadingKerning: Int {
        metrics.startsWithScript && context >= 0 && context != metrics.firstScript ? 0 : metrics.leadingKerning
    }

    var count: Int { end - start }
}
