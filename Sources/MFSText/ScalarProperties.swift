import CLineBreak

/// ICU's properties of the characters words are made of, read from tables
/// for the first `tableSize` code points (Latin, Cyrillic, General
/// Punctuation: nearly every character of the site's texts) so that a word
/// costs no call into ICU per character; asked of ICU beyond them.
enum ScalarProperties {
    static let tableSize: UInt32 = 0x2100
    private static let scripts: [Int32] = (0..<tableSize).map { mfs_script($0) }
    private static let wordLetters: [Bool] = (0..<tableSize).map { mfs_is_word_letter($0) != 0 }

    /// ICU's script code of `scalar` (`uscript_getScript`), -1 on failure.
    static func script(_ scalar: UInt32) -> Int32 {
        scalar < tableSize ? scripts[Int(scalar)] : mfs_script(scalar)
    }

    /// Whether `scalar`'s UAX #14 class is AL, NU or CM.
    static func isWordLetter(_ scalar: UInt32) -> Bool {
        scalar < tableSize ? wordLetters[Int(scalar)] : mfs_is_word_letter(scalar) != 0
    }
}
