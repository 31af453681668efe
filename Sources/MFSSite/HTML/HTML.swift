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

    /// The GFM tag filter: disables the tags that would change how the page
    /// parses (`<script>`, `<style>`, `<iframe>`, ...) by escaping their `<`.
    public static func tagFiltered(_ html: String) -> String {
        guard html.contains("<") else { return html }
        var result = ""
        var rest = Substring(html)
        while let open = rest.firstIndex(of: "<") {
            result += rest[..<open]
            let after = rest[rest.index(after: open)...]
            let name = after.first == "/" ? after.dropFirst() : after
            if filteredTags.contains(where: { tagStarts(name, with: $0) }) && after.first != nil {
                result += "&lt;"
            } else {
                result += "<"
            }
            rest = after
        }
        return result + rest
    }

    static let filteredTags = ["title", "textarea", "style", "xmp", "iframe", "noembed", "noframes", "script", "plaintext"]

    private static func tagStarts(_ text: Substring, with tag: String) -> Bool {
        guard text.count >= tag.count, text.prefix(tag.count).lowercased() == tag else { return false }
        guard let next = text.dropFirst(tag.count).first else { return true }
        return next == ">" || next == "/" || next.isWhitespace
    }
}
