/// Text in the index's JSON.
extension SearchIndex {
    /// Appends `text` as a JSON string (also a JavaScript one: U+2028 and
    /// U+2029 escaped) to `json`.
    static func appendQuoted(_ text: String, to json: inout [UInt8]) {
        json.append(UInt8(ascii: "\""))
        let utf8 = text.utf8.span
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
            // U+2028 and U+2029 are E2 80 A8 and E2 80 A9 in UTF-8.
            case 0xE2 where index + 2 < utf8.count && utf8[index + 1] == 0x80 && (utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9):
                json.append(contentsOf: (utf8[index + 2] == 0xA8 ? #"\u2028"# : #"\u2029"#).utf8)
                index += 2
            default:
                json.append(byte)
            }
            index += 1
        }
        json.append(UInt8(ascii: "\""))
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)
}
