/// What line breaking needs to know about one space-delimited word (a run
/// of characters between collapsible spaces), measured once and cached.
/// Widths are 16.16 fixed-point px; offsets are UTF-8 bytes into the word.
/// A class so that the layout's many reads share one copy. Immutable.
final class WordMetrics {
    /// The whole word shaped alone (in its script runs).
    let width: Int
    /// The width when the text before it ends in a run of a script other
    /// than the word's (its leading digits or punctuation then join that run).
    let widthAfterOtherScript: Int
    /// The word's script runs.
    let scripts: ScriptRuns
    /// Kerning between a space and the word's first character.
    let leadingKerning: Int
    /// Kerning between the word's last character and a space.
    let trailingKerning: Int
    /// Offsets strictly inside the word where a line may end (after "-",
    /// after "–" in "3–5"...: `ChromiumBreakRules`), ascending.
    let breaks: [Int]
    /// `prefixWidths[j]`: the word up to `breaks[j]` shaped alone.
    let prefixWidths: [Int]
    /// `suffixWidths[j]`: the word from `breaks[j]` shaped alone.
    let suffixWidths: [Int]
    /// `breakPens[j]`: the pen position at `breaks[j]` in the word shaped whole.
    let breakPens: [Int]

    init(width: Int, widthAfterOtherScript: Int, scripts: ScriptRuns, leadingKerning: Int, trailingKerning: Int, breaks: [Int], prefixWidths: [Int], suffixWidths: [Int], breakPens: [Int]) {
        self.width = width
        self.widthAfterOtherScript = widthAfterOtherScript
        self.scripts = scripts
        self.leadingKerning = leadingKerning
        self.trailingKerning = trailingKerning
        self.breaks = breaks
        self.prefixWidths = prefixWidths
        self.suffixWidths = suffixWidths
        self.breakPens = breakPens
    }

    /// An equal copy whose reference count is its own: each thread's word
    /// cache holds copies, so threads laying out the same words do not
    /// contend for one counter.
    func copy() -> WordMetrics {
        WordMetrics(width: width, widthAfterOtherScript: widthAfterOtherScript, scripts: scripts,
                    leadingKerning: leadingKerning, trailingKerning: trailingKerning, breaks: breaks,
                    prefixWidths: prefixWidths, suffixWidths: suffixWidths, breakPens: breakPens)
    }

    /// The pen position at `offset`, one of `breaks`, in the word shaped whole.
    func penPosition(atBreak offset: Int) -> Int {
        breaks.firstIndex(of: offset).map { breakPens[$0] } ?? 0
    }
}
