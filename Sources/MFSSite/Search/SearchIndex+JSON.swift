/// Text in the index's JSON.
extension SearchIndex {
    /// Appends `text` as a JSON string (also a JavaScript one: U+2028 and
    /// U+2029 escaped) to `json`.
    static func appendQuoted(_ text: String, to json: inout [UInt8]) {
        json.append(UInt8(ascii: "\""))
        let utf8 = text.utf8.span
        // Most text has nothing to escape: copied whole.
        if !utf8.indices.contains(where: { needsEscape(utf8, at: $0) }) {
            json.append(contentsOf: text.utf8)
            json.append(UInt8(ascii: "\""))
            return
        }
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                json.append(UInt8(ascii: "\\"))
                json.append(byte)
            case UInt8(ascii: "\n"):
                json.append(contentsOf: #"\n"#.utf8)
            case 0..<0x20:
                json.append(contentsOf: #"\u00"#.utf8)
                json.append(hexDigits[Int(byte >> 4)])
                json.append(hexDigits[Int(byte & 0xF)])
            case 0xE2 where needsEscape(utf8, at: index):
                json.append(contentsOf: (utf8[index + 2] == 0xA8 ? #"\u2028"# : #"\u2029"#).utf8)
                index += 2
            default:
                json.append(byte)
            }
            index += 1
        }
        json.append(UInt8(ascii: "\""))
    }

    /// Whether the byte at `index` starts what JSON or JavaScript needs escaped:
    /// a control character, `"`, `\`, or U+2028 or U+2029 (E2 80 A8 and E2 80 A9 in UTF-8).
    private static func needsEscape(_ utf8: Span<UInt8>, at index: Int) -> Bool {
        switch utf8[index] {
        case 0..<0x20, UInt8(ascii: "\""), UInt8(ascii: "\\"): true
        case 0xE2: index + 2 < utf8.count && utf8[index + 1] == 0x80 && (utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9)
        default: false
        }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)
}
