/// A Swift file's bytes and what the instrumenter reads of them: which bytes are
/// code (not a comment or a string literal's text), each code bracket's partner,
/// the brace depth at every byte, and the identifiers and keywords in the code.
struct SourceScan {
    /// An identifier or keyword in the code: `bytes[start..<end]`.
    struct Token {
        let text: String
        let start: Int
        let end: Int
    }

    let bytes: [UInt8]
    private(set) var isCode: [Bool]
    /// For every code `{`, `(`, `[`: its closing partner's offset (and back).
    private(set) var partner: [Int: Int] = [:]
    /// How many code `{` enclose each byte.
    private(set) var depth: [Int]
    private(set) var tokens: [Token] = []

    init(_ text: String) {
        bytes = Array(text.utf8)
        isCode = Array(repeating: false, count: bytes.count)
        depth = Array(repeating: 0, count: bytes.count)
        markCode()
        matchBrackets()
        findTokens()
    }

    /// The code text of `range`, comments and string literals left out.
    func code(_ range: Range<Int>) -> String {
        String(decoding: range.filter { isCode[$0] }.map { bytes[$0] }, as: UTF8.self)
    }

    /// The code text of `range` with every run of white space made one space, trimmed.
    func normalizedCode(_ range: Range<Int>) -> String {
        code(range).split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).joined(separator: " ")
    }

    /// The offset of the first code byte at or after `offset` that is not white space, or `bytes.count`.
    func nextCode(from offset: Int) -> Int {
        var i = offset
        while i < bytes.count, !isCode[i] || Self.isSpace(bytes[i]) { i += 1 }
        return i
    }

    /// 1-based line and column (in characters) of `offset`.
    func position(_ offset: Int) -> (line: Int, column: Int) {
        let lineStart = (bytes[..<offset].lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
        let line = bytes[..<offset].count { $0 == UInt8(ascii: "\n") } + 1
        return (line, String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1)
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }

    static func isIdentifier(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    /// A string literal being read, or an interpolation inside one.
    private enum Mode {
        case string(multiline: Bool, hashes: Int)
        case interpolation(parens: Int)
    }

    private mutating func markCode() {
        var modes: [Mode] = []
        var i = 0
        func at(_ offset: Int, _ text: String) -> Bool {
            let pattern = Array(text.utf8)
            return offset + pattern.count <= bytes.count && Array(bytes[offset..<offset + pattern.count]) == pattern
        }
        while i < bytes.count {
            if case let .string(multiline, hashes)? = modes.last {
                let closing = (multiline ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes)
                if at(i, "\\" + String(repeating: "#", count: hashes) + "(") {
                    i += hashes + 2
                    modes.append(.interpolation(parens: 1))
                } else if hashes == 0, bytes[i] == UInt8(ascii: "\\") {
                    i += 2
                } else if at(i, closing) {
                    i += closing.utf8.count
                    modes.removeLast()
                } else {
                    i += 1
                }
                continue
            }
            if at(i, "//") {
                while i < bytes.count, bytes[i] != UInt8(ascii: "\n") { i += 1 }
            } else if at(i, "/*") {
                var nesting = 0
                repeat {
                    if at(i, "/*") { nesting += 1; i += 2 } else if at(i, "*/") { nesting -= 1; i += 2 } else { i += 1 }
                } while nesting > 0 && i < bytes.count
            } else if bytes[i] == UInt8(ascii: "#") || bytes[i] == UInt8(ascii: "\"") {
                var hashes = 0
                while at(i + hashes, "#") { hashes += 1 }
                guard at(i + hashes, "\"") else {
                    isCode[i] = true
                    i += 1
                    continue
                }
                let multiline = at(i + hashes, "\"\"\"")
                i += hashes + (multiline ? 3 : 1)
                modes.append(.string(multiline: multiline, hashes: hashes))
            } else {
                if case let .interpolation(parens)? = modes.last {
                    if bytes[i] == UInt8(ascii: "(") { modes[modes.count - 1] = .interpolation(parens: parens + 1) }
                    if bytes[i] == UInt8(ascii: ")") {
                        if parens == 1 { modes.removeLast(); i += 1; continue }
                        modes[modes.count - 1] = .interpolation(parens: parens - 1)
                    }
                }
                isCode[i] = true
                i += 1
            }
        }
    }

    private mutating func matchBrackets() {
        var open: [Int] = []
        var braces = 0
        for i in bytes.indices {
            depth[i] = braces
            guard isCode[i] else { continue }
            switch bytes[i] {
            case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["):
                open.append(i)
                if bytes[i] == UInt8(ascii: "{") { braces += 1 }
            case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"):
                if let start = open.popLast() {
                    partner[start] = i
                    partner[i] = start
                }
                if bytes[i] == UInt8(ascii: "}") {
                    braces -= 1
                    depth[i] = braces
                }
            default:
                break
            }
        }
    }

    private mutating func findTokens() {
        var i = 0
        while i < bytes.count {
            guard isCode[i], Self.isIdentifier(bytes[i]) else { i += 1; continue }
            let start = i
            while i < bytes.count, isCode[i], Self.isIdentifier(bytes[i]) { i += 1 }
            tokens.append(Token(text: String(decoding: bytes[start..<i], as: UTF8.self), start: start, end: i))
        }
    }
}
