/// What line breaking needs to know about one space-delimited word (a run
/// of characters between collapsible spaces), measured once and cached.
/// Widths are 16.16 fixed-point px; offsets are UTF-8 bytes into the word.
struct WordMetrics {
    /// The whole word shaped alone (in its script runs).
    var width: Int
    /// The width when the text before it ends in a run of a script other
    /// than the word's (its leading digits or punctuation then join that run).
    var widthAfterOtherScript: Int
    /// The word's script runs.
    var scripts: ScriptRuns
    /// Kerning between a space and the word's first character.
    var leadingKerning: Int
    /// Kerning between the word's last character and a space.
    var trailingKerning: Int
    /// Offsets strictly inside the word where a line may end (after "-",
    /// after "–" in "3–5"...: `ChromiumBreakRules`), ascending.
    var breaks: [Int]
    /// `prefixWidths[j]`: the word up to `breaks[j]` shaped alone.
    var prefixWidths: [Int]
    /// `suffixWidths[j]`: the word from `breaks[j]` shaped alone.
    var suffixWidths: [Int]
}
