/// The UTF-8 bytes a lexer reads, with the character classes of Python's `re`
/// on `str` that Pygments' patterns use: Unicode `\w` (letters, numbers, `_`),
/// `\s` and `\d`. Indices are byte offsets; a class test at an index reads
/// the whole scalar there and returns its length in bytes (0: not in the class).
struct SourceText: Sendable {
    let bytes: [UInt8]

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    subscript(_ index: Int) -> UInt8 { bytes[index] }

    /// The scalar that starts at `index` and its length in bytes.
    func scalar(at index: Int) -> (Unicode.Scalar, Int) {
        let lead = bytes[index]
        if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        var value = UInt32(lead) & (0x7F >> length)
        for offset in 1..<length where index + offset < bytes.count {
            value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }

    /// The length of the scalar at `index` (1 for a byte that starts none).
    func scalarLength(at index: Int) -> Int {
        let lead = bytes[index]
        return lead < 0xC0 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
    }

    /// The length of a `\w` character at `index` before `end`, else 0.
    func wordLength(at index: Int, end: Int) -> Int {
        guard index < end else { return 0 }
        let byte = bytes[index]
        if byte < 0x80 { return Self.isASCIIWord(byte) ? 1 : 0 }
        let (scalar, length) = scalar(at: index)
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .decimalNumber, .letterNumber, .otherNumber:
            return length
        default:
            return 0
        }
    }

    /// The length of a `\s` character at `index` before `end`, else 0.
    func spaceLength(at index: Int, end: Int) -> Int {
        guard index < end else { return 0 }
        let byte = bytes[index]
        if byte < 0x80 { return byte == 0x20 || (0x09...0x0D).contains(byte) || (0x1C...0x1F).contains(byte) ? 1 : 0 }
        let (scalar, length) = scalar(at: index)
        return scalar.properties.isWhitespace ? length : 0
    }

    /// The length of a `\d` character at `index` before `end`, else 0.
    func digitLength(at index: Int, end: Int) -> Int {
        guard index < end else { return 0 }
        let byte = bytes[index]
        if byte < 0x80 { return Self.isDigit(byte) ? 1 : 0 }
        let (scalar, length) = scalar(at: index)
        return scalar.properties.generalCategory == .decimalNumber ? length : 0
    }

    /// The end of the run of `\w` characters from `index`.
    func wordEnd(from index: Int, end: Int) -> Int {
        var index = index
        while index < end {
            let byte = bytes[index]
            if byte < 0x80 {
                guard Self.isASCIIWord(byte) else { break }
                index += 1
            } else {
                let length = wordLength(at: index, end: end)
                guard length > 0 else { break }
                index += length
            }
        }
        return index
    }

    /// The end of the run of `\s` characters from `index`.
    func spaceEnd(from index: Int, end: Int) -> Int {
        var index = index
        while case let length = spaceLength(at: index, end: end), length > 0 { index += length }
        return index
    }

    /// The end of the run of `[\w$]` characters from `index`.
    func wordOrDollarEnd(from index: Int, end: Int) -> Int {
        var index = index
        while index < end {
            if bytes[index] == UInt8(ascii: "$") { index += 1; continue }
            let length = wordLength(at: index, end: end)
            guard length > 0 else { break }
            index += length
        }
        return index
    }

    /// Whether the character before `index` (not before `start`) is `\w`: the lookbehind `(?<=\w)`.
    func isWord(before index: Int, start: Int) -> Bool {
        guard index > start else { return false }
        var lead = index - 1
        while lead > start && bytes[lead] & 0xC0 == 0x80 { lead -= 1 }
        return wordLength(at: lead, end: index) > 0
    }

    /// Whether `literal` (ASCII) is at `index`, ending before `end`.
    func has(_ literal: StaticString, at index: Int, end: Int) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard index + count <= end else { return false }
        return literal.withUTF8Buffer { buffer in
            var offset = 0
            while offset < count {
                if bytes[index + offset] != buffer[offset] { return false }
                offset += 1
            }
            return true
        }
    }

    /// Whether the byte at `index` (before `end`) is one of `set` (ASCII).
    func isAny(of set: StaticString, at index: Int, end: Int) -> Bool {
        guard index < end else { return false }
        let byte = bytes[index]
        return set.withUTF8Buffer { $0.contains(byte) }
    }

    /// The text of `start..<end`.
    func string(_ start: Int, _ end: Int) -> String {
        String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The index of the first `byte` at or after `index` and before `end`.
    func firstIndex(of byte: UInt8, from index: Int, end: Int) -> Int? {
        var index = index
        while index < end {
            if bytes[index] == byte { return index }
            index += 1
        }
        return nil
    }

    static func isASCIIWord(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "_")
    }

    static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || ((byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "f"))
    }

    /// `[a-zA-Z_]`, the first character of a Swift name in Pygments.
    static func isNameStart(_ byte: UInt8) -> Bool {
        isLetter(byte) || byte == UInt8(ascii: "_")
    }
}
