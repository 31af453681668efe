/// The index as the script `assets/search.js` loads.
extension SearchIndex {
    /// The name of the global the script sets.
    static let global = "MFS_SEARCH_INDEX"

    /// `window.MFS_SEARCH_INDEX = {...};` and a newline, the object being JSON:
    /// `pages`: `[title, url]` each; `sections`: `[page, heading, anchor,
    /// snippet]` each (heading `null` for an introduction); `stems`: each
    /// stem's `[section, weight, section, weight, ...]`, stems in code point order.
    var script: String {
        var json = "window.\(Self.global) = {\"pages\":["
        for (number, page) in pages.enumerated() {
            json += (number == 0 ? "[" : ",[") + Self.quoted(page.title) + "," + Self.quoted(page.url) + "]"
        }
        json += "],\n\"sections\":["
        for (number, section) in sections.enumerated() {
            json += (number == 0 ? "[" : ",\n[") + String(section.page) + "," + (section.heading.map(Self.quoted) ?? "null") + ","
            json += Self.quoted(section.anchor) + "," + Self.quoted(section.snippet) + "]"
        }
        json += "],\n\"stems\":{"
        // Sorted by UTF-8 bytes: code point order, without Unicode-normalizing comparisons.
        for (number, stem) in postings.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }).enumerated() {
            json += (number == 0 ? "" : ",\n") + Self.quoted(stem) + ":["
            for (index, posting) in postings[stem]!.enumerated() {
                json += (index == 0 ? "" : ",") + String(posting.section) + "," + String(posting.weight)
            }
            json += "]"
        }
        return json + "}};\n"
    }

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
