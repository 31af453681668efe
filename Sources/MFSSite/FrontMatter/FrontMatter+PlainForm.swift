/// The front matter every page of ours has, read without Yams: one line per
/// key, `key: value`, each value a plain scalar on its line. Composing three
/// lines with Yams took 95,000 instructions a page, a twentieth of a
/// 1,000-page build.
///
/// Anything this form does not cover exactly goes to Yams, which says what is
/// wrong with it: quotes, comments, blank or indented lines, a value that
/// starts with a YAML indicator or holds `: `, ` #`, a tab, a line break
/// YAML knows (NEL, U+2028, U+2029) or a character it does not print, a
/// repeated or unknown key, an empty title, an `order` that is not a decimal
/// integer. For what it accepts, its result equals Yams' (`composed`), which
/// `FrontMatterTests` checks.
extension FrontMatter {
    /// The front matter in `yaml` when it has the plain form; nil otherwise.
    static func plainForm(_ yaml: String) -> FrontMatter? {
        let utf8 = yaml.utf8.span
        var title: String?, description: String?, order: Int?
        var start = 0
        while start <= utf8.count {
            var end = start
            while end < utf8.count && utf8[end] != 0x0A { end += 1 }
            var colon = start
            while colon < end && utf8[colon] != UInt8(ascii: ":") { colon += 1 }
            guard colon < end, let value = plainValue(utf8, from: colon + 1, to: end) else { return nil }
            switch String(decoding: (start..<colon).map { utf8[$0] }, as: UTF8.self) {
            case "title" where title == nil: title = value
            case "description" where description == nil: description = value
            case "order" where order == nil:
                guard value == "0" || value.first != "0", value.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
                      let number = Int(value) else { return nil }
                order = number
            default: return nil
            }
            start = end + 1
        }
        guard let title, !title.isEmpty else { return nil }
        return FrontMatter(title: title, description: description ?? "", order: order ?? 0)
    }

    /// The value in `utf8[start..<end]` (what follows a key's `:`) as Yams
    /// reads it, when it is one space or more and then a plain scalar that no
    /// YAML rule could read otherwise.
    private static func plainValue(_ utf8: Span<UInt8>, from start: Int, to end: Int) -> String? {
        guard start < end, utf8[start] == 0x20 else { return nil }
        var first = start
        while first < end && utf8[first] == 0x20 { first += 1 }
        guard first < end, !"-?:,[]{}#&*!|>'\"%@`".utf8.contains(utf8[first]),
              utf8[end - 1] != 0x20, utf8[end - 1] != UInt8(ascii: ":") else { return nil }
        for index in first..<end {
            let byte = utf8[index], next = index + 1 < end ? utf8[index + 1] : 0
            switch byte {
            case 0..<0x20, 0x7F: return nil
            case UInt8(ascii: ":") where next == 0x20: return nil // `: `
            case 0x20 where next == UInt8(ascii: "#"): return nil // ` #`
            case 0xC2 where (0x80...0x9F).contains(next): return nil // U+0080 to U+009F, NEL among them
            case 0xE2 where next == 0x80 && (utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9): return nil // U+2028, U+2029
            case 0xEF where (next == 0xBB && utf8[index + 2] == 0xBF) || (next == 0xBF && utf8[index + 2] >= 0xBE): return nil // U+FEFF, U+FFFE, U+FFFF
            default: continue
            }
        }
        return String(decoding: (first..<end).map { utf8[$0] }, as: UTF8.self)
    }
}
