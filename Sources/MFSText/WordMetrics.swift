/// What line breaking needs to know about one space-delimited word (a run
/// of characters between collapsible spaces), measured once and cached.
/// Widths are 16.16 fixed-point px; offsets are UTF-8 bytes into the word.
/// Immutable, so the caches and layouts share one instance: handing a
/// word's metrics on costs one reference, not a copy of its arrays.
final class WordMetrics: Sendable {
    /// The whole word shaped alone (in its script runs).
    let width: Int
    /// The width when the text before it ends in a run of a script other
    /// than the word's (its leading digits or punctuation then join that run);
    /// nil when not measured (a word of one script run with leading digits
    /// or punctuation: `leadingEnd`), as only mixed texts need it: a layout
    /// that does measures it (`WordSpan.width`).
    let widthAfterOtherScript: Int?
    /// Where the word's leading characters of no script end, when a script follows them.
    let leadingEnd: Int?
    /// ICU script code of the word's first and last character that has a
    /// script of its own; -1 when it has none (`ScriptRuns`).
    let firstScript: Int32
    let lastScript: Int32
    /// True when the word's first character has a script of its own.
    let startsWithScript: Bool
    /// Kerning between a space and the word's first character.
    let leadingKerning: Int
    /// Kerning between the word's last character and a space.
    let trailingKerning: Int
    /// The places a line may end inside the word, ascending (usually none).
    let breaks: [WordBreak]
    /// The word's grapheme pens from its one shaping, kept when the layout
    /// that measured it could not fit it on a line; nil otherwise (a layout
    /// that breaks inside it then shapes it again: `GreedyLines`).
    let graphemes: GraphemePens?

    init(width: Int, widthAfterOtherScript: Int?, leadingEnd: Int?, firstScript: Int32, lastScript: Int32, startsWithScript: Bool,
         leadingKerning: Int, trailingKerning: Int, breaks: [WordBreak], graphemes: GraphemePens?) {
        self.width = width
        self.widthAfterOtherScript = widthAfterOtherScript
        self.leadingEnd = leadingEnd
        self.firstScript = firstScript
        self.lastScript = lastScript
        self.startsWithScript = startsWithScript
        self.leadingKerning = leadingKerning
        self.trailingKerning = trailingKerning
        self.breaks = breaks
        self.graphemes = graphemes
    }

    /// Metrics whose scripts are `scripts`'s.
    convenience init(width: Int, widthAfterOtherScript: Int?, scripts: ScriptRuns, leadingKerning: Int, trailingKerning: Int,
                     breaks: [WordBreak], graphemes: GraphemePens?) {
        self.init(width: width, widthAfterOtherScript: widthAfterOtherScript, leadingEnd: scripts.leadingEnd, firstScript: scripts.firstScript,
                  lastScript: scripts.lastScript, startsWithScript: scripts.startsWithScript,
                  leadingKerning: leadingKerning, trailingKerning: trailingKerning, breaks: breaks, graphemes: graphemes)
    }

    /// The index in `breaks` of the break at `offset`, nil when there is none.
    func breakIndex(at offset: Int) -> Int? {
        breaks.firstIndex { $0.offset == offset }
    }
}
