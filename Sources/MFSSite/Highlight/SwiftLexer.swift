/// Splits Swift into tokens exactly as Pygments 2.14's `SwiftLexer` does: the
/// same states, rules in the same order, the same Unicode character classes,
/// and the same recovery (an unmatched line feed returns to `root`, any other
/// unmatched character is an `Error` token). Each rule below names its pattern.
struct SwiftLexer {
    enum State {
        case root, commentSingle, commentMulti, module, preproc, string, interpolation
    }

    let text: SourceText
    var tokens: TokenList
    private var stack: [State] = [.root]
    private var position = 0
    private var end: Int { text.bytes.count }

    /// The tokens of `text`, which ends with a line feed.
    static func tokens(_ text: SourceText) -> [HighlightToken] {
        var lexer = SwiftLexer(text: text, tokens: TokenList(text: text, mapsCTypes: false))
        lexer.run()
        return lexer.tokens.tokens
    }

    private mutating func run() {
        while position < end {
            let matched = switch stack[stack.count - 1] {
            case .root: root()
            case .commentSingle: commentSingle()
            case .commentMulti: commentMulti()
            case .module: module()
            case .preproc: preproc()
            case .string: string()
            case .interpolation: interpolation()
            }
            if !matched { recover() }
        }
    }

    /// No rule matched: a line feed resets the stack to `root`, anything else is one `Error` character.
    private mutating func recover() {
        if text[position] == 0x0A {
            stack = [.root]
            emit(.text, to: position + 1)
        } else {
            emit(.error, to: position + text.scalarLength(at: position))
        }
    }

    private mutating func emit(_ style: TokenStyle, to next: Int) {
        tokens.add(style, position, next)
        position = next
    }

    private mutating func push(_ state: State) { stack.append(state) }

    private mutating func pop() {
        if stack.count > 1 { stack.removeLast() }
    }

    private func has(_ literal: StaticString) -> Bool { text.has(literal, at: position, end: end) }

    private var byte: UInt8 { text[position] }

    // MARK: root

    private mutating func root() -> Bool {
        let byte = byte
        if byte == 0x0A { emit(.text, to: position + 1); return true } // \n
        // At [a-zA-Z_] only the word rules and the name rule can match: every other rule needs another character.
        let isNameStart = SourceText.isNameStart(byte)
        if !isNameStart {
            let spaces = text.spaceEnd(from: position, end: end) // \s+
            if spaces > position { emit(.text, to: spaces); return true }
            if has("//") { emit(.commentSingle, to: position + 2); push(.commentSingle); return true }
            if has("/*") { emit(.commentMultiline, to: position + 2); push(.commentMulti); return true }
            if byte == UInt8(ascii: "#") { // #(if|elseif|else|endif|available)\b
                let wordEnd = text.wordEnd(from: position + 1, end: end)
                if SwiftWords.preprocessor.contains(text.string(position + 1, wordEnd)) {
                    emit(.commentPreproc, to: wordEnd)
                    push(.preproc)
                    return true
                }
            }
        }
        let wordEnd = text.wordEnd(from: position, end: end)
        let rule = rule(to: wordEnd)
        if keywords(rule, wordEnd: wordEnd) { return true }
        if case let .builtin(style)? = rule { emit(style, to: wordEnd); return true }
        if isNameStart { emit(.name, to: wordEnd); return true } // [a-zA-Z_]\w*
        if byte == UInt8(ascii: "$") { // \$\d+
            var index = position + 1
            while case let length = text.digitLength(at: index, end: end), length > 0 { index += length }
            if index > position + 1 { emit(.nameVariable, to: index); return true }
        }
        if number() { return true }
        if byte == UInt8(ascii: "\"") { emit(.string, to: position + 1); push(.string); return true }
        if punctuation() { return true }
        var index = position // [/=\-+!*%<>&|^?~]+
        while text.isAny(of: "/=-+!*%<>&|^?~", at: index, end: end) { index += 1 }
        if index > position { emit(.operator, to: index); return true }
        return false
    }

    /// The first word rule that the word `position..<wordEnd` matches, if any.
    private func rule(to wordEnd: Int) -> SwiftWords.Rule? {
        SwiftWords.rules.value(of: position..<wordEnd, in: text.bytes.span)
    }

    /// The `keywords` state, included by `root` and `preproc`, for the word
    /// `position..<wordEnd` (a `\w` run) whose first word rule is `rule`.
    private mutating func keywords(_ rule: SwiftWords.Rule?, wordEnd: Int) -> Bool {
        let byte = byte
        // Without a word rule, only the `#` and `@` rules below can match.
        guard rule != nil || byte == UInt8(ascii: "#") || byte == UInt8(ascii: "@") else { return false }
        if case .keyword(.keyword)? = rule { emit(.keyword, to: wordEnd); return true }
        if byte == UInt8(ascii: "#") && hashWord == "selector" { emit(.keyword, to: position + 9); return true }
        if byte == UInt8(ascii: "@") {
            if has("@availability("), let close = text.firstIndex(of: UInt8(ascii: ")"), from: position + 14, end: end),
               close > position + 14 { // @availability\([^)]+\)
                emit(.keywordReserved, to: close + 1)
                return true
            }
            if SwiftWords.reservedAttributes.contains(hashWord) {
                emit(.keywordReserved, to: position + 1 + hashWord.utf8.count)
                return true
            }
        }
        if case .keyword(.keywordReserved)? = rule { emit(.keywordReserved, to: wordEnd); return true }
        if case .keyword(.keywordConstant)? = rule { emit(.keywordConstant, to: wordEnd); return true }
        if byte == UInt8(ascii: "#"), SwiftWords.hashConstants.contains(hashWord) {
            emit(.keywordConstant, to: position + 1 + hashWord.utf8.count)
            return true
        }
        switch rule {
        case .import?: // import\b
            emit(.keywordDeclaration, to: wordEnd)
            push(.module)
            return true
        case let .declaration(name)?:
            // (class|enum|extension|struct|protocol)(\s+)([a-zA-Z_]\w*), (func)..., (var|let)...; else the word alone
            let spaces = text.spaceEnd(from: wordEnd, end: end)
            emit(.keywordDeclaration, to: wordEnd)
            if spaces > wordEnd && spaces < end && SourceText.isNameStart(text[spaces]) {
                emit(.text, to: spaces)
                emit(name, to: text.wordEnd(from: spaces + 1, end: end))
            }
            return true
        case .keyword(.keywordDeclaration)?:
            emit(.keywordDeclaration, to: wordEnd)
            return true
        default:
            return false
        }
    }

    /// The word after the `#` or `@` at `position`.
    private var hashWord: String { text.string(position + 1, text.wordEnd(from: position + 1, end: end)) }

    /// `0b[01_]+`, `0o[0-7_]+`, `0x[0-9a-fA-F_]+`, then decimal floats and integers.
    private mutating func number() -> Bool {
        func run(from index: Int, _ accepts: (UInt8) -> Bool) -> Int {
            var index = index
            while index < end && accepts(text[index]) { index += 1 }
            return index
        }
        let digitOrUnderscore = { (byte: UInt8) in SourceText.isDigit(byte) || byte == UInt8(ascii: "_") }
        if byte == UInt8(ascii: "0") && position + 2 < end {
            let digits: Int, style: TokenStyle
            switch text[position + 1] {
            case UInt8(ascii: "b"): (digits, style) = (run(from: position + 2) { $0 == 0x30 || $0 == 0x31 || $0 == 0x5F }, .numberBinary)
            case UInt8(ascii: "o"): (digits, style) = (run(from: position + 2) { (0x30...0x37).contains($0) || $0 == 0x5F }, .numberOctal)
            case UInt8(ascii: "x"): (digits, style) = (run(from: position + 2) { SourceText.isHexDigit($0) || $0 == 0x5F }, .numberHex)
            default: (digits, style) = (position + 2, .numberInteger)
            }
            if digits > position + 2 { emit(style, to: digits); return true }
        }
        guard SourceText.isDigit(byte) else { return false }
        let integer = run(from: position + 1, digitOrUnderscore)
        // [0-9][0-9_]*(\.[0-9_]+[eE][+\-]?[0-9_]+|\.[0-9_]*|[eE][+\-]?[0-9_]+)
        func exponent(at index: Int) -> Int? {
            guard index < end, text[index] | 0x20 == UInt8(ascii: "e") else { return nil }
            let sign = text.isAny(of: "+-", at: index + 1, end: end) ? index + 2 : index + 1
            let digits = run(from: sign, digitOrUnderscore)
            return digits > sign ? digits : nil
        }
        if integer < end && text[integer] == UInt8(ascii: ".") {
            let fraction = run(from: integer + 1, digitOrUnderscore)
            if fraction > integer + 1, let exponentEnd = exponent(at: fraction) {
                emit(.numberFloat, to: exponentEnd)
            } else {
                emit(.numberFloat, to: fraction)
            }
            return true
        }
        if let exponentEnd = exponent(at: integer) { emit(.numberFloat, to: exponentEnd); return true }
        emit(.numberInteger, to: integer)
        return true
    }

    /// ``[(){}\[\].,:;=@#`?]|->|[<&?](?=\w)|(?<=\w)[>!?]``
    private mutating func punctuation() -> Bool {
        if text.isAny(of: "(){}[].,:;=@#`?", at: position, end: end) || (text.isAny(of: "<&?", at: position, end: end)
            && text.wordLength(at: position + 1, end: end) > 0)
            || (text.isAny(of: ">!?", at: position, end: end) && text.isWord(before: position, start: 0)) {
            emit(.punctuation, to: position + 1)
            return true
        }
        if has("->") { emit(.punctuation, to: position + 2); return true }
        return false
    }

    // MARK: comments

    /// `:param: [a-zA-Z_]\w*|:returns?:|(FIXME|MARK|TODO):`
    private mutating func commentSpecial() -> Bool {
        // Each of them starts with `:`, `F`, `M` or `T`: most of a comment's characters are none of these.
        guard byte == UInt8(ascii: ":") || byte == UInt8(ascii: "F") || byte == UInt8(ascii: "M") || byte == UInt8(ascii: "T") else {
            return false
        }
        if has(":param: "), position + 8 < end, SourceText.isNameStart(text[position + 8]) {
            emit(.commentSpecial, to: text.wordEnd(from: position + 9, end: end))
            return true
        }
        for special: StaticString in [":return:", ":returns:", "FIXME:", "MARK:", "TODO:"] where has(special) {
            emit(.commentSpecial, to: position + special.utf8CodeUnitCount)
            return true
        }
        return false
    }

    private mutating func commentSingle() -> Bool {
        if byte == 0x0A { emit(.text, to: position + 1); pop(); return true }
        if commentSpecial() { return true }
        emit(.commentSingle, to: position + text.scalarLength(at: position)) // [^\n]
        return true
    }

    private mutating func commentMulti() -> Bool {
        if commentSpecial() { return true }
        if has("/*") { emit(.commentMultiline, to: position + 2); push(.commentMulti); return true }
        if has("*/") { emit(.commentMultiline, to: position + 2); pop(); return true }
        emit(.commentMultiline, to: position + text.scalarLength(at: position)) // [^*/] and [*/]
        return true
    }

    // MARK: import and #if lines

    private mutating func module() -> Bool {
        if byte == 0x0A { emit(.text, to: position + 1); pop(); return true }
        if SourceText.isNameStart(byte) { emit(.nameClass, to: text.wordEnd(from: position + 1, end: end)); return true }
        return root()
    }

    private mutating func preproc() -> Bool {
        if byte == 0x0A { emit(.text, to: position + 1); pop(); return true }
        let wordEnd = text.wordEnd(from: position, end: end)
        if keywords(rule(to: wordEnd), wordEnd: wordEnd) { return true }
        if SourceText.isLetter(byte) { emit(.commentPreproc, to: text.wordEnd(from: position + 1, end: end)); return true }
        return root()
    }

    // MARK: strings

    private mutating func string() -> Bool {
        if has("\\(") { emit(.stringInterpolation, to: position + 2); push(.interpolation); return true }
        if byte == UInt8(ascii: "\"") { emit(.string, to: position + 1); pop(); return true }
        if byte == UInt8(ascii: "\\"), let escape = escapeEnd() { emit(.stringEscape, to: escape); return true }
        var index = position // [^\\"]+
        while index < end && text[index] != UInt8(ascii: "\\") && text[index] != UInt8(ascii: "\"") { index += 1 }
        emit(.string, to: max(index, position + 1)) // else \\ alone
        return true
    }

    /// `\\['"\\nrt]|\\x[0-9a-fA-F]{2}|\\[0-7]{1,3}|\\u[0-9a-fA-F]{4}|\\U[0-9a-fA-F]{8}` at the backslash.
    private func escapeEnd() -> Int? {
        let next = position + 1
        guard next < end else { return nil }
        let byte = text[next]
        if text.isAny(of: "'\"\\nrt", at: next, end: end) { return next + 1 }
        func hex(_ count: Int) -> Int? {
            let digits = next + 1
            guard digits + count <= end, (digits..<digits + count).allSatisfy({ SourceText.isHexDigit(text[$0]) }) else { return nil }
            return digits + count
        }
        switch byte {
        case UInt8(ascii: "x"): return hex(2)
        case UInt8(ascii: "u"): return hex(4)
        case UInt8(ascii: "U"): return hex(8)
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var index = next + 1
            while index < next + 3 && index < end && (0x30...0x37).contains(text[index]) { index += 1 }
            return index
        default: return nil
        }
    }

    private mutating func interpolation() -> Bool {
        if byte == UInt8(ascii: "(") { emit(.stringInterpolation, to: position + 1); push(.interpolation); return true }
        if byte == UInt8(ascii: ")") { emit(.stringInterpolation, to: position + 1); pop(); return true }
        return root()
    }
}
