import Foundation

/// How the search index and `assets/search.js` turn text into words; the
/// script does the very same to a query. Pure.
///
/// Text is lowercased, decomposed (NFD), stripped of the combining acute,
/// grave and diaeresis (U+0301, U+0300, U+0308) and recomposed (NFC): `ё`
/// becomes `е`, `caché` `cache`, `pingüino` `pinguino`, while `ñ` (tilde) and
/// `й` (breve) stay. A word is a run of letters, marks and digits.
enum SearchText {
    /// `text` lowercased and folded.
    static func fold(_ text: String) -> String {
        let lowered = text.lowercased()
        // Fast path: ASCII and Cyrillic without ё, the folded marks or
        // anything to compose: the text is its own fold.
        if lowered.unicodeScalars.allSatisfy({ $0.value < 0xC0 || (0x430...0x44F).contains($0.value) }) { return lowered }
        var scalars = String.UnicodeScalarView()
        for scalar in lowered.decomposedStringWithCanonicalMapping.unicodeScalars
        where !(0x300...0x301).contains(scalar.value) && scalar.value != 0x308 {
            scalars.append(scalar)
        }
        return String(scalars).precomposedStringWithCanonicalMapping
    }

    /// The words of `text`, folded, in order: its `rawWords`, each folded
    /// (folding never joins or splits a word: it only lowercases and drops
    /// marks), those that fold to nothing left out.
    static func words(_ text: String) -> [String] {
        rawWords(text).map { fold(String($0)) }.filter { !$0.isEmpty }
    }

    /// The runs of word scalars (`isWordScalar`) of `text`, as they are.
    static func rawWords(_ text: String) -> [Substring] {
        var words: [Substring] = []
        let scalars = text.unicodeScalars
        var start: String.Index?
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let isWord = isWordScalar(scalars[index])
            if isWord, start == nil { start = index }
            if !isWord, let first = start {
                words.append(text[first..<index])
                start = nil
            }
            scalars.formIndex(after: &index)
        }
        if let first = start { words.append(text[first...]) }
        return words
    }

    /// Letters (`\p{L}`), marks (`\p{M}`) and digits (`\p{N}`): the script's `[\p{L}\p{M}\p{N}]`.
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF, 0x400...0x45F: return true
        case 0..<0x80: return false
        default:
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                 .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
                return true
            default:
                return false
            }
        }
    }
}
