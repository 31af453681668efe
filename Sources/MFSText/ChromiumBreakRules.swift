/// Where Chromium allows a line to end inside a word (Blink's
/// `LazyLineBreakIterator::NextBreakablePosition` with `word-break: normal`).
///
/// Between two printable ASCII characters Blink does not ask ICU: it breaks
/// after "-" before a digit only when a letter or digit precedes the "-"
/// (`2026-11` breaks, `-5` does not), and otherwise by its own table
/// (`kAsciiLineBreakTable`): after "-" and "?" before most characters, and
/// before "(", "<", "[", "{" after closing punctuation and separators; never
/// after "/", ".", ":" (so URLs do not break at them). When either character
/// is beyond ASCII (other than a no-break space), ICU's UAX #14 opportunity
/// decides, with Unicode 16's rule that no line ends after a dash ("-",
/// U+2010, "–") that starts a word and precedes a letter (ICU 72 predates
/// it; Chromium's ICU has it). Every run of collapsible spaces is an
/// opportunity, before it.
///
/// An instance holds the table's sets, so that asking costs no `swift_once`.
struct ChromiumBreakRules {
    /// Characters after which the table allows a break before "(", "<", "[", "{".
    private let beforeOpening = ASCIISet("!\"#%&)*+,.:;=>\\]|}~".utf16)
    private let opening = ASCIISet("(<[{".utf16)
    private static let letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
    /// What may follow "-" at a break (digits are decided by `mayBreak`'s first rule).
    private let afterHyphen = ASCIISet(("\"#%&'(*+-<=>@[\\^_`{|~" + letters).utf16 + [0x7F])
    private let afterQuestionMark = ASCIISet(("#$%&(*+-0123456789<=>@[\\^_`{|~" + letters).utf16)

    /// Whether a line may end between `last` and `next`, two UTF-16 units of
    /// a word, `lastButOne` being the unit before `last` (a space before the
    /// word, nil at the start of the text) and `icuBreak` whether ICU's
    /// line-break iterator has a boundary between them.
    @inline(__always)
    func mayBreak(between last: UInt16, and next: UInt16, after lastButOne: UInt16?, icuBreak: Bool) -> Bool {
        if last == 0x2D, Self.isDigit(next) { return lastButOne.map { Self.isDigit($0) || Self.isLetter($0) } ?? false }
        if Self.isTableCharacter(last), Self.isTableCharacter(next) { return tableBreaks(after: last, before: next) }
        guard Self.needsICU(last) || Self.needsICU(next) else { return false }
        if Self.isDash(last), lastButOne.map({ $0 == 0x20 || $0 == 0xA0 }) ?? true,
           Unicode.Scalar(next)?.properties.isAlphabetic == true {
            return false
        }
        return icuBreak
    }

    @inline(__always)
    private func tableBreaks(after last: UInt16, before next: UInt16) -> Bool {
        switch last {
        case 0x2D: afterHyphen.contains(next)
        case 0x3F: afterQuestionMark.contains(next)
        default: opening.contains(next) && beforeOpening.contains(last)
        }
    }

    private static func isDash(_ unit: UInt16) -> Bool { unit == 0x2D || unit == 0x2010 || unit == 0x2013 }
    private static func isTableCharacter(_ unit: UInt16) -> Bool { unit >= 0x21 && unit <= 0x7F }
    /// Whether a break next to `unit` is ICU's to decide.
    static func needsICU(_ unit: UInt16) -> Bool { unit > 0x7F && unit != 0xA0 }
    private static func isDigit(_ unit: UInt16) -> Bool { unit >= 0x30 && unit <= 0x39 }
    private static func isLetter(_ unit: UInt16) -> Bool { (unit | 0x20) >= 0x61 && (unit | 0x20) <= 0x7A }
}
