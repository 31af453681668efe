import CLineBreak

/// The properties of characters that a word's scans ask for (`ScriptRuns`,
/// `BreakFinder.hasNoBreaks`, `LineBreakPairs`), from one table for the
/// first `tableSize` code points (Latin, Cyrillic, General Punctuation:
/// nearly every character of the site's texts), so that a word costs no
/// call into ICU per character; asked of ICU beyond them.
///
/// Read `shared` once per word, not once per character: every read of a
/// static property goes through `swift_once`.
struct ScalarProperties {
    static let shared = ScalarProperties()
    static let tableSize: UInt32 = 0x2100

    /// Per code point: ICU's script code in the low byte, then the flags,
    /// then the line-break class (`lineBreakShift`).
    private let entries: [UInt16]
    private static let scriptMask: UInt16 = 0xFF, wordLetter: UInt16 = 0x100, opening: UInt16 = 0x200, closing: UInt16 = 0x400
    /// The line-break class takes the 4 bits above the flags.
    private static let lineBreakShift: UInt16 = 11

    private init() {
        entries = (0..<Self.tableSize).map { scalar in
            let script = mfs_script(scalar), lineBreak = mfs_line_break(scalar)
            precondition((0...Int32(Self.scriptMask)).contains(script), "ICU script code \(script) of U+\(scalar) beyond a byte")
            return UInt16(script)
                | (Self.isWordLetter(lineBreak) ? Self.wordLetter : 0)
                | (Self.opens(scalar) ? Self.opening : 0)
                | (Self.closes(scalar) ? Self.closing : 0)
                | UInt16(lineBreak.rawValue) << Self.lineBreakShift
        }
    }

    /// ICU's script code of `scalar` (`uscript_getScript`), -1 on failure.
    @inline(__always)
    func script(_ scalar: UInt32) -> Int32 {
        scalar < Self.tableSize ? Int32(entries[Int(scalar)] & Self.scriptMask) : mfs_script(scalar)
    }

    /// Whether `scalar`'s UAX #14 class is AL, NU or CM: UAX #14 never
    /// breaks between two such characters.
    @inline(__always)
    func isWordLetter(_ scalar: UInt32) -> Bool {
        scalar < Self.tableSize ? entries[Int(scalar)] & Self.wordLetter != 0 : Self.isWordLetter(mfs_line_break(scalar))
    }

    private static func isWordLetter(_ lineBreak: MFSLineBreak) -> Bool {
        lineBreak == MFS_LINE_BREAK_ALPHABETIC || lineBreak == MFS_LINE_BREAK_NUMERIC || lineBreak == MFS_LINE_BREAK_COMBINING
    }

    /// `scalar`'s line-break class (`mfs_line_break`); `MFS_LINE_BREAK_OTHER`
    /// beyond the table (where `LineBreakPairs` leaves the pair to ICU).
    @inline(__always)
    func lineBreak(_ scalar: UInt32) -> MFSLineBreak {
        MFSLineBreak(scalar < Self.tableSize ? UInt32(entries[Int(scalar)] >> Self.lineBreakShift & 0xF) : 0)
    }

    /// Opening punctuation (OP, the Spanish "¡" and "¿" among them) and quotes (QU).
    @inline(__always)
    func isOpening(_ scalar: UInt32) -> Bool {
        scalar < Self.tableSize && entries[Int(scalar)] & Self.opening != 0
    }

    /// Closing punctuation (CL, CP, EX, IS), quotes (QU) and the ellipsis (IN).
    @inline(__always)
    func isClosing(_ scalar: UInt32) -> Bool {
        scalar < Self.tableSize && entries[Int(scalar)] & Self.closing != 0
    }

    private static func opens(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x28, 0x5B, 0xA1, 0xBF, 0x22, 0x27, 0xAB, 0xBB, 0x2018, 0x2019, 0x201C, 0x201D, 0x201E: true
        default: false
        }
    }

    private static func closes(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x2C, 0x2E, 0x3A, 0x3B, 0x21, 0x3F, 0x29, 0x5D, 0x7D, 0x22, 0x27, 0xAB, 0xBB, 0x2018, 0x2019, 0x201C, 0x201D, 0x2026: true
        default: false
        }
    }
}
