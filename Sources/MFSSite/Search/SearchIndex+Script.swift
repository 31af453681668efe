/// The index as the script `assets/search.js` loads.
extension SearchIndex {
    /// The name of the global the script sets.
    static let global = "MFS_SEARCH_INDEX"

    /// `window.MFS_SEARCH_INDEX = {...};` and a newline, the object being JSON:
    /// `pages`: `[title, url]` each; `sections`: `[page, heading, anchor,
    /// snippet]` each (heading `null` for an introduction); `stems`: each
    /// stem's `[section, weight, section, weight, ...]`, stems sorted.
    var script: String {
        var json = "window.\(Self.global) = {\"pages\":["
        json += pages.map { "[" + Self.quoted($0.title) + "," + Self.quoted($0.url) + "]" }.joined(separator: ",")
        json += "],\n\"sections\":["
        json += sections.map { section in
            "[\(section.page)," + (section.heading.map(Self.quoted) ?? "null") + "," + Self.quoted(section.anchor) + ","
                + Self.quoted(section.snippet) + "]"
        }.joined(separator: ",\n")
        json += "],\n\"stems\":{"
        json += postings.keys.sorted().map { stem in
            Self.quoted(stem) + ":[" + postings[stem]!.map { "\($0.section),\($0.weight)" }.joined(separator: ",") + "]"
        }.joined(separator: ",\n")
        return json + "}};\n"
    }

    /// `text` as a JSON string (also a JavaScript one: U+2028 and U+2029 escaped).
    static func quoted(_ text: String) -> String {
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
