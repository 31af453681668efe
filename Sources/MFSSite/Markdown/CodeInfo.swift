/// The info string of a fenced code block: its language (the first word),
/// then attributes, each `key=value`, `key="a value with spaces"` or a bare
/// `key`:
///
/// - `title="LoginController.swift"`: a caption above the block;
/// - `linenums`: line numbers, which are not part of the text (copying or
///   selecting the code leaves them out);
/// - `hl=3-5,8`: lines marked as highlighted (1-based, ranges inclusive);
/// - `tab=Swift` (`CodeTab`), `file=PATH` and `region=NAME` (`SourceInclude`).
///
/// Anything else is an error, so a misspelt attribute never passes unseen.
struct CodeInfo: Hashable, Sendable {
    var language: String
    var title: String?
    var lineNumbers = false
    /// The highlighted lines, as written (checked against the block's length when it renders).
    var highlighted: [ClosedRange<Int>] = []
    /// Every attribute by key, its value (`""` for a bare key).
    var attributes: [String: String] = [:]

    /// The keys the site knows, as the error for an unknown one lists them.
    static let knownKeys = "title=\"TEXT\", linenums, hl=LINES, tab=LABEL, file=PATH, region=NAME"

    /// Whether the block asks for a caption, line numbers or highlighted lines.
    var isFramed: Bool { title != nil || lineNumbers || !highlighted.isEmpty }

    /// The parsed `info`; throws the message of its first wrong attribute.
    init(_ info: String) throws(ContentFailure) {
        var rest = Substring(info)
        func skipSpaces() { rest = rest.drop { $0 == " " || $0 == "\t" } }
        skipSpaces()
        language = String(rest.prefix { $0 != " " && $0 != "\t" })
        rest = rest.dropFirst(language.count)
        while true {
            skipSpaces()
            guard !rest.isEmpty else { break }
            let key = String(rest.prefix { $0 != " " && $0 != "\t" && $0 != "=" })
            rest = rest.dropFirst(key.count)
            var value = ""
            if rest.first == "=" {
                rest = rest.dropFirst()
                if rest.first == "\"" {
                    rest = rest.dropFirst()
                    guard let close = rest.firstIndex(of: "\"") else { throw ContentFailure("the value of \(key)= has no closing '\"'") }
                    value = String(rest[..<close])
                    rest = rest[rest.index(after: close)...]
                } else {
                    value = String(rest.prefix { $0 != " " && $0 != "\t" })
                    rest = rest.dropFirst(value.count)
                }
                guard !value.isEmpty else { throw ContentFailure("\(key)= needs a value") }
            }
            guard attributes.updateValue(value, forKey: key) == nil else { throw ContentFailure("\(key) is given twice") }
            try apply(key, value)
        }
    }

    private mutating func apply(_ key: String, _ value: String) throws(ContentFailure) {
        switch key {
        case "title": title = value
        case "linenums":
            guard value.isEmpty else { throw ContentFailure("linenums takes no value") }
            lineNumbers = true
        case "hl": highlighted = try Self.lines(value)
        case "tab", "file", "region":
            guard !value.isEmpty else { throw ContentFailure("\(key) needs a value: \(key)=...") }
        default:
            throw ContentFailure("unknown code block attribute '\(key)'; known: \(Self.knownKeys)")
        }
    }

    /// `3-5,8` as `[3...5, 8...8]`.
    private static func lines(_ text: String) throws(ContentFailure) -> [ClosedRange<Int>] {
        var ranges: [ClosedRange<Int>] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let bounds = part.split(separator: "-", omittingEmptySubsequences: false)
            guard (1...2).contains(bounds.count), let first = Int(bounds[0]), let last = Int(bounds[bounds.count - 1]),
                  bounds.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }), first >= 1, first <= last else {
                throw ContentFailure("hl=\(text) is not a list of lines and ranges such as hl=3-5,8")
            }
            ranges.append(first...last)
        }
        return ranges
    }
}
