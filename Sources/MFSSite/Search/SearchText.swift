import Foundation

/// How the search index and `assets/search.js` turn text into words; the
/// script does the very same to a query. Pure.
///
/// Text is lowercased, decomposed (NFD), stripped of the combining acute,
/// grave and diaeresis (U+0301, U+0300, U+0308) and recomposed (NFC): `ё`
/// becomes `е`, `caché` `cache`, `pingüino` `pinguino`, while `ñ` (tilde) and
/// `й` (breve) stay. Then `э` becomes `е`: loanwords are written both ways
/// (`кэш` and `кеш`, `тэг` and `тег`, `хэш` and `хеш`), while hardly any
/// Russian words are told apart by that letter alone (`мэр` and `мер`), and
/// Snowball's Russian stemmer treats both as vowels alike, so a word's stem is
/// the same either way. A word is a run of letters, marks and digits.
enum SearchText {
    /// `text` lowercased and folded.
    static func fold(_ text: String) -> String {
        let lowered = text.lowercased()
        // Fast path: ASCII and Cyrillic without ё, э, the folded marks or
        // anything to compose: the text is its own fold.
        if lowered.unicodeScalars.allSatisfy({ $0.value < 0xC0 || ((0x430...0x44F).contains($0.value) && $0.value != 0x44D) }) {
            return lowered
        }
        var scalars = String.UnicodeScalarView()
        for scalar in lowered.decomposedStringWithCanonicalMapping.unicodeScalars
        where !(0x300...0x301).contains(scalar.value) && scalar.value != 0x308 {
            scalars.append(scalar.value == 0x44D ? "е" : scalar)
        }
        return String(scalars).precomposedStringWithCanonicalMapping
    }

    /// The words of `text`, folded, in order: its runs of word scalars
    /// (`forEachWord`), each folded (folding never joins or splits a word: it
    /// only lowercases and drops marks), those that fold to nothing left out.
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        let utf8 = text.utf8.span
        forEachWord(in: utf8) { range in
            let word = fold(string(utf8, range))
            if !word.isEmpty { words.append(word) }
        }
        return words
    }

    /// Calls `body` with the byte range of every run of word scalars
    /// (`isWordScalar`) of the UTF-8 text `utf8`, in order.
    static func forEachWord(in utf8: Span<UInt8>, _ body: (Range<Int>) -> Void) {
        var start = -1
        var index = 0
        while index < utf8.count {
            let lead = utf8[index]
            let length: Int, isWord: Bool
            if lead < 0x80 {
                (length, isWord) = (1, isWordScalar(Unicode.Scalar(lead)))
            } else if lead == 0xD0 || lead == 0xD1 {
                (length, isWord) = (2, true) // U+0400 to U+047F: Cyrillic letters, the commonest in the prose
            } else {
                length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
                var value = UInt32(lead) & (0x7F >> length)
                for offset in 1..<length { value = value << 6 | UInt32(utf8[index + offset] & 0x3F) }
                isWord = isWordScalar(Unicode.Scalar(value)!)
            }
            if isWord, start < 0 { start = index }
            if !isWord, start >= 0 {
                body(start..<index)
                start = -1
            }
            index += length
        }
        if start >= 0 { body(start..<utf8.count) }
    }

    /// The text of the bytes `range` of `utf8`, which MUST start and end at scalar boundaries.
    static func string(_ utf8: Span<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: range.map { utf8[$0] }, as: UTF8.self)
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
