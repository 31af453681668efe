import Foundation

extension Template {
    /// A tag as it appears in the source, before sections are nested.
    private enum Tag {
        case variable(String, escaped: Bool)
        case open(String, inverted: Bool)
        case close(String)
        case comment

        /// Tags that vanish with their line when alone on it.
        var canStandAlone: Bool {
            if case .variable = self { false } else { true }
        }
    }

    private enum Token {
        case text(Range<Int>)
        case tag(Tag, at: Int)
    }

    /// Compiles `source`; a tag outside the supported subset, an unclosed tag
    /// or section, or a mismatched closing tag is a diagnostic at `path`.
    init(_ source: String, path: String) throws(Diagnostic) {
        let bytes = Array(source.utf8)
        let tokens = try Self.standalonesRemoved(Self.tokens(bytes, path: path), bytes)
        var stack: [(name: String, inverted: Bool, at: Int, parts: [Part])] = [("", false, 0, [])]
        for token in tokens {
            switch token {
            case let .text(range) where !range.isEmpty:
                stack[stack.count - 1].parts.append(.text(String(decoding: bytes[range], as: UTF8.self)))
            case .text, .tag(.comment, _):
                break
            case let .tag(.variable(name, escaped), _):
                stack[stack.count - 1].parts.append(.variable(name, escaped: escaped))
            case let .tag(.open(name, inverted), offset):
                stack.append((name, inverted, offset, []))
            case let .tag(.close(name), offset):
                guard stack.count > 1, let section = stack.last, section.name == name else {
                    throw Self.diagnostic("closing tag '{{/\(name)}}' without an open section of that name", at: offset, bytes, path)
                }
                stack.removeLast()
                stack[stack.count - 1].parts.append(.section(name, inverted: section.inverted, section.parts))
            }
        }
        if let unclosed = stack.last, stack.count > 1 {
            throw Self.diagnostic("section '\(unclosed.name)' is never closed", at: unclosed.at, bytes, path)
        }
        parts = stack[0].parts
        staticBytes = tokens.reduce(0) { sum, token in if case let .text(range) = token { sum + range.count } else { sum } }
    }

    /// The source split into text and tags, strictly alternating: text first and last.
    private static func tokens(_ bytes: [UInt8], path: String) throws(Diagnostic) -> [Token] {
        var tokens: [Token] = []
        var textStart = 0
        var index = 0
        while let open = find([0x7B, 0x7B], in: bytes, from: index) {
            let triple = open + 2 < bytes.count && bytes[open + 2] == 0x7B
            let closing: [UInt8] = triple ? [0x7D, 0x7D, 0x7D] : [0x7D, 0x7D]
            let contentStart = open + (triple ? 3 : 2)
            guard let close = find(closing, in: bytes, from: contentStart) else {
                throw diagnostic("tag is never closed with '\(String(decoding: closing, as: UTF8.self))'", at: open, bytes, path)
            }
            let content = String(decoding: bytes[contentStart..<close], as: UTF8.self)
            tokens.append(.text(textStart..<open))
            tokens.append(.tag(try tag(content, triple: triple, at: open, bytes, path), at: open))
            index = close + closing.count
            textStart = index
        }
        tokens.append(.text(textStart..<bytes.count))
        return tokens
    }

    private static func tag(_ content: String, triple: Bool, at offset: Int, _ bytes: [UInt8], _ path: String) throws(Diagnostic) -> Tag {
        let sigil = triple ? nil : content.first.flatMap { "#^/!&".contains($0) ? $0 : nil }
        if sigil == "!" { return .comment }
        let name = (sigil == nil ? Substring(content) : content.dropFirst()).trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }) else {
            throw diagnostic("unsupported tag '{{\(triple ? "{" : "")\(content)\(triple ? "}" : "")}}': the theme's templates use names, "
                + "sections (#, ^, /), comments (!) and unescaped values ({{{ }}}, &)", at: offset, bytes, path)
        }
        switch sigil {
        case "#": return .open(name, inverted: false)
        case "^": return .open(name, inverted: true)
        case "/": return .close(name)
        case "&": return .variable(name, escaped: false)
        default: return .variable(name, escaped: !triple)
        }
    }

    /// Removes each standalone line's indentation and line ending around a
    /// section, closing or comment tag that is alone on its line.
    private static func standalonesRemoved(_ tokens: [Token], _ bytes: [UInt8]) -> [Token] {
        var tokens = tokens
        var textStartsLine = true
        for index in stride(from: 1, to: tokens.count - 1, by: 2) {
            guard case let .tag(tag, _) = tokens[index], tag.canStandAlone,
                  case let .text(before) = tokens[index - 1], case let .text(after) = tokens[index + 1] else {
                textStartsLine = false
                continue
            }
            let lineStart = before.last { bytes[$0] == 0x0A }.map { $0 + 1 } ?? (textStartsLine ? before.lowerBound : nil)
            let lineEnd = after.first { bytes[$0] == 0x0A }.map { $0 + 1 } ?? (index + 2 == tokens.count ? after.upperBound : nil)
            let blank = { (range: Range<Int>) in range.allSatisfy { bytes[$0] == 0x20 || bytes[$0] == 0x09 || bytes[$0] == 0x0D || bytes[$0] == 0x0A } }
            guard let lineStart, let lineEnd, blank(lineStart..<before.upperBound), blank(after.lowerBound..<lineEnd) else {
                textStartsLine = false
                continue
            }
            tokens[index - 1] = .text(before.lowerBound..<lineStart)
            tokens[index + 1] = .text(lineEnd..<after.upperBound)
            textStartsLine = true
        }
        return tokens
    }

    private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard bytes.count >= needle.count, start <= bytes.count - needle.count else { return nil }
        return (start...(bytes.count - needle.count)).first { offset in
            needle.indices.allSatisfy { bytes[offset + $0] == needle[$0] }
        }
    }

    private static func diagnostic(_ message: String, at offset: Int, _ bytes: [UInt8], _ path: String) -> Diagnostic {
        let lineStart = bytes[..<offset].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        let line = bytes[..<offset].count { $0 == 0x0A } + 1
        return Diagnostic(path: path, line: line, column: String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1, message: message)
    }
}
