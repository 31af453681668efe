/// What line breaking needs to know about one space-delimited word (a run
/// of characters between collapsible spaces), measured once and cached.
/// Widths are 16.16 fixed-point px; offsets are UTF-8 bytes into the word.
/// Plain values only: its breaks and grapheme pens are kept in the
/// `WordTable` that holds it and named here by position, so a word's metrics
/// are copied without reference counting.
struct WordMetrics {
    /// The whole word shaped alone (in its script runs).
    var width: Int
    /// The width when the text before it ends in a run of a script other
    /// than the word's (its leading digits or punctuation then join that run);
    /// nil when not measured (a word of one script run with leading digits
    /// or punctuation: `leadingEnd`), as only mixed texts need it: a layout
    /// that does measures it (`WordSpan.width`).
    var widthAfterOtherScript: Int?
    /// Where the word's leading characters of no script end, when a script follows them.
    var leadingEnd: Int?
    /// ICU script code of the word's first and last character that has a
    /// script of its own; -1 when it has none (`ScriptRuns`).
    var firstScript: Int32
    var lastScript: Int32
    /// True when the word's first character has a script of its own.
    var startsWithScript: Bool
    /// Kerning between a space and the word's first character.
    var leadingKerning: Int
    /// Kerning between the word's last character and a space.
    var trailingKerning: Int
    /// The places a line may end inside the word, ascending (usually none):
    /// their range in the table's `WordTable.breaks`.
    var breaks: Range<Int32>
    /// The index in `WordTable.graphemes` of the word's grapheme pens from its
    /// one shaping, kept when the layout that measured it could not fit it
    /// on a line; -1 otherwise (a layout that breaks inside it then shapes it
    /// again: `GreedyLines`).
    var graphemes: Int32

    /// Metrics whose scripts are `scripts`'s, not stored yet (no breaks, no grapheme pens).
    init(width: Int, widthAfterOtherScript: Int?, scripts: ScriptRuns, leadingKerning: Int, trailingKerning: Int) {
        self.width = width
        self.widthAfterOtherScript = widthAfterOtherScript
        leadingEnd = scripts.leadingEnd
        firstScript = scripts.firstScript
        lastScript = scripts.lastScript
        startsWithScript = scripts.startsWithScript
        self.leadingKerning = leadingKerning
        self.trailingKerning = trailingKerning
        breaks = 0..<0
        graphemes = -1
    }
}
