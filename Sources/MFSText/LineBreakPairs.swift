import CLineBreak

/// Where ICU's line-break iterator (UAX #14 as ICU 72 implements it) has a
/// boundary between two characters of a word that their classes, and the
/// class of the one before them, decide alone, whatever else surrounds
/// them; so that a word whose every ICU-decided position is such a pair
/// needs no ICU (the Cyrillic "кто-то", "3–5", "Пн–Пт,", "−2", "°C", "м/с").
/// Elsewhere nil: ask ICU.
///
/// - AL or NU before AL or NU: never (LB23, LB25, LB28).
/// - AL, NU or closing punctuation (CL, CP, EX, IS, SY) before HY or BA: never (LB21).
/// - AL or NU before closing punctuation: never (LB13).
/// - PR or PO before AL or NU: never (LB24, LB25).
/// - HY before AL, BA before AL or NU, after AL, NU or closing punctuation
///   (not a Hebrew letter, LB21a; not a space or the text's start): always (LB31).
/// - SY before AL after AL: always (LB31).
enum LineBreakPairs {
    /// `lastButOne` nil at the start of the text.
    @inline(__always)
    static func icuBreak(between last: MFSLineBreak, and next: MFSLineBreak, after lastButOne: MFSLineBreak?) -> Bool? {
        if isLetter(last), isLetter(next) || isClosing(next) { return false }
        if isLetter(last) || isClosing(last), next == MFS_LINE_BREAK_HYPHEN || next == MFS_LINE_BREAK_BREAK_AFTER { return false }
        if last == MFS_LINE_BREAK_AFFIX, isLetter(next) { return false }
        guard let lastButOne else { return nil }
        if last == MFS_LINE_BREAK_HYPHEN && next == MFS_LINE_BREAK_ALPHABETIC || last == MFS_LINE_BREAK_BREAK_AFTER && isLetter(next),
           isLetter(lastButOne) || isClosing(lastButOne) {
            return true
        }
        if last == MFS_LINE_BREAK_SYMBOLS, next == MFS_LINE_BREAK_ALPHABETIC, lastButOne == MFS_LINE_BREAK_ALPHABETIC { return true }
        return nil
    }

    /// AL or NU.
    private static func isLetter(_ lineBreak: MFSLineBreak) -> Bool {
        lineBreak == MFS_LINE_BREAK_ALPHABETIC || lineBreak == MFS_LINE_BREAK_NUMERIC
    }

    /// CL, CP, EX, IS or SY.
    private static func isClosing(_ lineBreak: MFSLineBreak) -> Bool {
        lineBreak == MFS_LINE_BREAK_CLOSING || lineBreak == MFS_LINE_BREAK_SYMBOLS
    }
}
