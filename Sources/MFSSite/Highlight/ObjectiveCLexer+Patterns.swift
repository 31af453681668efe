extension ObjectiveCLexer {
    /// `_ident`: `(?!\d)(?:[\w$]|\\u[0-9a-fA-F]{4}|\\U[0-9a-fA-F]{8})+`; with
    /// `namespaced`, `::` too. Its end, or nil.
    func identifierEnd(from index: Int, namespaced: Bool = false) -> Int? {
        guard text.digitLength(at: index, end: end) == 0 else { return nil }
        var index = index
        let first = index
        while index < end {
            let byte = text[index]
            if byte == UInt8(ascii: "$") {
                index += 1
            } else if byte == UInt8(ascii: "\\"), index + 1 < end,
                      case let count = text[index + 1] == UInt8(ascii: "u") ? 4 : text[index + 1] == UInt8(ascii: "U") ? 8 : 0,
                      count > 0, hexRun(from: index + 2, upTo: count) == index + 2 + count {
                index += 2 + count
            } else if namespaced && has("::", at: index) {
                index += 2
            } else if case let length = text.wordLength(at: index, end: end), length > 0 {
                index += length
            } else {
                break
            }
        }
        return index > first ? index : nil
    }

    /// `[a-zA-Z$_][\w$]*`: its end, or nil.
    func nameEnd(from index: Int) -> Int? {
        guard index < end, SourceText.isNameStart(text[index]) || text[index] == UInt8(ascii: "$") else { return nil }
        return text.wordOrDollarEnd(from: index + 1, end: end)
    }

    /// The ends of `\(.*?\)` at `index` in the order the lazy pattern tries them:
    /// after each `)` on the line.
    func parenthesizedEnds(from index: Int) -> [Int] {
        var ends: [Int] = []
        var close = index + 1
        while close < end && text[close] != 0x0A {
            if text[close] == UInt8(ascii: ")") { ends.append(close + 1) }
            close += 1
        }
        return ends
    }

    /// The ends of `_ws1`, `\s*(?:/[*].*?[*]/\s*)?`, in the order the pattern tries them.
    func spaceAndCommentEnds(from index: Int) -> [Int] {
        let spaces = text.spaceEnd(from: index, end: end)
        var ends: [Int] = []
        if has("/*", at: spaces) {
            var close = spaces + 2
            while close + 1 < end && text[close] != 0x0A {
                if has("*/", at: close) { ends.append(text.spaceEnd(from: close + 2, end: end)) }
                close += 1
            }
        }
        return ends + [spaces]
    }

    /// The end of `#if\s+0` at `index`, or nil.
    func ifZeroEnd(at index: Int) -> Int? {
        guard has("#if", at: index) else { return nil }
        let spaces = text.spaceEnd(from: index + 3, end: end)
        guard spaces > index + 3, spaces < end, text[spaces] == UInt8(ascii: "0") else { return nil }
        return spaces + 1
    }

    /// `//(?:.|(?<=\\)\n)*\n`: its end, or nil.
    func commentSingleEnd(from index: Int) -> Int? {
        guard has("//", at: index) else { return nil }
        var index = index + 2
        var lastContinuation: Int? = nil
        while index < end {
            if text[index] == 0x0A {
                guard text[index - 1] == UInt8(ascii: "\\") else { return index + 1 }
                lastContinuation = index
                index += 1
            } else {
                index += text.scalarLength(at: index)
            }
        }
        return lastContinuation.map { $0 + 1 }
    }

    /// `/(?:\\\n)?[*](?:[^*]|[*](?!(?:\\\n)?/))*[*](?:\\\n)?/`: its end, or nil.
    func commentMultiEnd(from index: Int) -> Int? {
        guard index < end, text[index] == UInt8(ascii: "/") else { return nil }
        var body = index + 1
        if has("\\\n", at: body) { body += 2 }
        guard body < end, text[body] == UInt8(ascii: "*") else { return nil }
        body += 1
        while body < end {
            if text[body] == UInt8(ascii: "*") {
                if has("/", at: body + 1) { return body + 2 }
                if has("\\\n/", at: body + 1) { return body + 4 }
            }
            body += 1
        }
        return nil
    }

    /// `_possible_comments`: `\s*(?:(?:comment)\s*)*`, its end.
    func possibleCommentsEnd(from index: Int) -> Int {
        var index = text.spaceEnd(from: index, end: end)
        while let comment = commentSingleEnd(from: index) ?? commentMultiEnd(from: index) {
            index = text.spaceEnd(from: comment, end: end)
        }
        return index
    }

    /// `\d(\'?\d)*` (or hexadecimal digits): its end, or nil.
    func digitsEnd(from index: Int, hex: Bool = false) -> Int? {
        func digit(_ index: Int) -> Int {
            hex ? (index < end && SourceText.isHexDigit(text[index]) ? 1 : 0) : text.digitLength(at: index, end: end)
        }
        var index = index
        guard case let first = digit(index), first > 0 else { return nil }
        index += first
        while true {
            if case let length = digit(index), length > 0 {
                index += length
            } else if index < end, text[index] == UInt8(ascii: "'"), case let length = digit(index + 1), length > 0 {
                index += 1 + length
            } else {
                return index
            }
        }
    }

    /// `(([uU][lL]{0,2})|[lL]{1,2}[uU]?)?`: its end.
    func integerSuffixEnd(from index: Int) -> Int {
        func run(_ index: Int, _ letters: StaticString, upTo count: Int) -> Int {
            var index = index, taken = 0
            while taken < count && text.isAny(of: letters, at: index, end: end) { index += 1; taken += 1 }
            return index
        }
        if text.isAny(of: "uU", at: index, end: end) { return run(index + 1, "lL", upTo: 2) }
        let longs = run(index, "lL", upTo: 2)
        return longs > index ? run(longs, "uU", upTo: 1) : index
    }
}
