/// Escaping for HTML text, attributes and URLs, as cmark-gfm escapes them.
public enum HTML {
    /// Escapes `&`, `<`, `>` and `"`: safe in text and in double-quoted attributes.
    public static func escape(_ text: String) -> String {
        let isSpecial = { (byte: UInt8) in byte == 38 || byte == 60 || byte == 62 || byte == 34 }
        guard text.utf8.withContiguousStorageIfAvailable({ $0.contains(where: isSpecial) }) ?? text.utf8.contains(where: isSpecial) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for character in text.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    /// Escapes a URL for an `href`/`src` attribute: bytes outside cmark's safe
    /// set are percent-encoded, `&` and `'` become entities.
    public static func escapeURL(_ url: String) -> String {
        if url.utf8.allSatisfy(isSafeURLByte) { return url }
        var result: [UInt8] = []
        result.reserveCapacity(url.utf8.count * 3)
        for byte in url.utf8 {
            switch byte {
            case UInt8(ascii: "&"): result += "&amp;".utf8
            case UInt8(ascii: "'"): result += "&#x27;".utf8
            case _ where isSafeURLByte(byte): result.append(byte)
            default:
                result.append(UInt8(ascii: "%"))
                result.append(hexDigits[Int(byte >> 4)])
                result.append(hexDigits[Int(byte & 0xF)])
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    private static func isSafeURLByte(_ byte: UInt8) -> Bool {
        safeURLBytes[Int(byte)]
    }

    /// Whether each byte may stand in a URL as it is: letters, digits and cmark's safe punctuation.
    private static let safeURLBytes: [Bool] = (0...255).map { value in
        switch UInt8(value) {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            "-_.+!*(),%#@?=;:/$~".utf8.contains(UInt8(value))
        }
    }

    /// The GFM tag filter, as browsers read tags: disables every start or end
    /// tag of `filteredTags` (`<script>`, `<style>`, `<iframe>`, ...; any letter
    /// case) by escaping its `<`, wherever its name ends as HTML's tokenizer
    /// ends a tag name: at a tab, line feed, form feed, carriage return, space,
    /// `/` or `>`, or at the end of `html`. cmark-gfm's own filter misses
    /// `<script\f>` and `<script/x>`.
    public static func tagFiltered(_ html: String) -> String {
        var html = html
        let disabled = html.withUTF8 { bytes in
            var disabled: [Int] = []
            for index in bytes.indices where bytes[index] == UInt8(ascii: "<") && opensFilteredTag(bytes, at: index) { disabled.append(index) }
            return disabled
        }
        guard !disabled.isEmpty else { return html }
        return html.withUTF8 { bytes in
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count + disabled.count * 3)
            var start = 0
            for index in disabled {
                result += bytes[start..<index]
                result += "&lt;".utf8
                start = index + 1
            }
            result += bytes[start...]
            return String(decoding: result, as: UTF8.self)
        }
    }

    static let filteredTags = ["title", "textarea", "style", "xmp", "iframe", "noembed", "noframes", "script", "plaintext"]
        .map { Array($0.utf8) }
    /// A bit per two-byte start of `filteredTags` (bit `key & 63` of word `key >> 6`, `key` the bytes big-endian).
    private static let filteredStarts = filteredTags.reduce(into: [UInt64](repeating: 0, count: 1024)) { bits, name in
        let key = Int(name[0]) << 8 | Int(name[1])
        bits[key >> 6] |= 1 << UInt64(key & 63)
    }

    /// Whether the `<` at `index` starts a tag of `filteredTags`.
    static func opensFilteredTag(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        var start = index + 1
        if start < bytes.count, bytes[start] == UInt8(ascii: "/") { start += 1 }
        // Every `<span` of highlighted code comes here: two bytes rule most tags out.
        guard start + 1 < bytes.count else { return false }
        let key = Int(bytes[start] | 0x20) << 8 | Int(bytes[start + 1] | 0x20)
        guard filteredStarts[key >> 6] & 1 << UInt64(key & 63) != 0 else { return false }
        return filteredTags.contains { name in
            let end = start + name.count
            guard end <= bytes.count else { return false }
            for offset in name.indices where bytes[start + offset] | 0x20 != name[offset] { return false }
            return end == bytes.count || endsTagName(bytes[end])
        }
    }

    /// Whether HTML's tokenizer ends a tag name at `byte`.
    private static func endsTagName(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x09, 0x0A, 0x0C, 0x0D, 0x20, UInt8(ascii: "/"), UInt8(ascii: ">"): true
        default: false
        }
    }
}
