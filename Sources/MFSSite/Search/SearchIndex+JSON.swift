/// Text in the index's JSON.
extension SearchIndex {
    /// `text` as a JSON string (also a JavaScript one: U+2028 and U+2029 escaped).
    static func quoted(_ text: String) -> String {
        // U+2028 and U+2029 are E2 80 A8 and E2 80 A9 in UTF-8.
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 == 0xE2 }) {
            return "\"" + text + "\""
        }
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\u{2028}", "\u{2029}", "\u{0}"..."\u{1F}":
                result += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
