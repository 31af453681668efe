/// Splits Objective-C into tokens exactly as Pygments 2.14's `ObjectiveCLexer`
/// (its Objective-C rules over `CLexer` and `CFamilyLexer`) does: the same
/// states, rules in the same order, the same Unicode character classes and
/// the same recovery. A group Pygments lexes again `using(this)` is lexed by a
/// new lexer over just that range (where `^` matches at its start). Each rule
/// below names its pattern.
struct ObjectiveCLexer {
    enum State {
        case root, whitespace, statement, function, string, macro, ifZero, classname, caseValue
        case interfaceName, forwardName, instanceVariables, method
        case literalNumber, literalNumberInner, literalArray, literalArrayInner, literalDictionary
    }

    let text: SourceText
    var tokens: TokenList
    /// The range this lexer reads: the whole text, or a group lexed again.
    let start: Int
    let end: Int
    var stack: [State]
    var position: Int

    /// The tokens of `text`, which ends with a line feed.
    static func tokens(_ text: SourceText) -> [HighlightToken] {
        var lexer = ObjectiveCLexer(text: text, tokens: TokenList(text: text, mapsCTypes: true),
                                    start: 0, end: text.bytes.count, stack: [.root], position: 0)
        lexer.run()
        return lexer.tokens.tokens
    }

    mutating func run() {
        while position < end {
            let matched = switch stack[stack.count - 1] {
            case .root: root()
            case .whitespace: whitespace()
            case .statement: statement()
            case .function: function()
            case .string: string()
            case .macro: macro()
            case .ifZero: ifZero()
            case .classname: classname()
            case .caseValue: caseValue()
            case .interfaceName: interfaceName()
            case .forwardName: forwardName()
            case .instanceVariables: instanceVariables()
            case .method: method()
            case .literalNumber, .literalArray: literal()
            case .literalNumberInner, .literalArrayInner: literalInner()
            case .literalDictionary: literalDictionary()
            }
            if !matched { recover() }
        }
    }

    /// No rule matched: a line feed resets the stack to `root`, anything else is one `Error` character.
    private mutating func recover() {
        if text[position] == 0x0A {
            stack = [.root]
            emit(.whitespace, to: position + 1)
        } else {
            emit(.error, to: position + text.scalarLength(at: position))
        }
    }

    mutating func emit(_ style: TokenStyle, to next: Int) {
        tokens.add(style, position, next)
        position = next
    }

    /// Lexes `position..<next` again from `stack` (Pygments' `using(this)`), then moves to `next`.
    mutating func lexAgain(to next: Int, from stack: [State] = [.root]) {
        guard next > position else { return }
        var lexer = ObjectiveCLexer(text: text, tokens: TokenList(text: text, mapsCTypes: true),
                                    start: position, end: next, stack: stack, position: position)
        swap(&tokens, &lexer.tokens)
        lexer.run()
        swap(&tokens, &lexer.tokens)
        position = next
    }

    mutating func push(_ state: State) { stack.append(state) }

    mutating func pop() {
        if stack.count > 1 { stack.removeLast() }
    }

    /// `'#pop'` then `state`.
    mutating func replace(with state: State) {
        pop()
        push(state)
    }

    func has(_ literal: StaticString, at index: Int? = nil) -> Bool {
        text.has(literal, at: index ?? position, end: end)
    }

    var byte: UInt8 { text[position] }

    func isLineStart(_ index: Int) -> Bool { index == start || text[index - 1] == 0x0A }

    /// The whole `\w` run at `index`, for the `words(...)\b` rules.
    func word(at index: Int) -> String { text.string(index, text.wordEnd(from: index, end: end)) }

    // MARK: states

    private mutating func root() -> Bool {
        if methodStart() || whitespace() || keywords() || functionSignature() || types() { return true }
        push(.statement) // default('statement')
        return true
    }

    /// `^([-+])(\s*)(\(.*?\))?(\s*)([a-zA-Z$_][\w$]*:?)`, then `method`.
    private mutating func methodStart() -> Bool {
        guard isLineStart(position), byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") else { return false }
        let spaces = text.spaceEnd(from: position + 1, end: end)
        var type: Int? = nil
        if spaces < end && text[spaces] == UInt8(ascii: "(") {
            type = parenthesizedEnds(from: spaces).first { nameEnd(from: text.spaceEnd(from: $0, end: end)) != nil }
        }
        let nameStart = type.map { text.spaceEnd(from: $0, end: end) } ?? spaces
        guard var name = nameEnd(from: nameStart) else { return false }
        if name < end && text[name] == UInt8(ascii: ":") { name += 1 }
        emit(.punctuation, to: position + 1)
        emit(.text, to: spaces)
        if let type {
            lexAgain(to: type)
            emit(.text, to: nameStart)
        }
        emit(.nameFunction, to: name)
        push(.method)
        return true
    }

    /// The `whitespace` state, included by most others.
    @discardableResult
    mutating func whitespace() -> Bool {
        if isLineStart(position) && lineStartDirective() { return true }
        if isLineStart(position) && label() { return true }
        if byte == 0x0A { emit(.whitespace, to: position + 1); return true }
        var index = position // [^\S\n]+
        while index < end, text[index] != 0x0A, case let length = text.spaceLength(at: index, end: end), length > 0 { index += length }
        if index > position { emit(.whitespace, to: index); return true }
        if has("\\\n") { emit(.text, to: position + 2); return true }
        if let comment = commentSingleEnd(from: position) { emit(.commentSingle, to: comment); return true }
        if let comment = commentMultiEnd(from: position) { emit(.commentMultiline, to: comment); return true }
        if has("/*") || has("/\\\n*") { emit(.commentMultiline, to: end); return true } // /(\\\n)?[*][\w\W]*
        return false
    }

    /// `^#if\s+0`, `^#`, `^(_ws1)(#if\s+0)`, `^(_ws1)(#)`: to `if0` or `macro`.
    private mutating func lineStartDirective() -> Bool {
        if let ifZero = ifZeroEnd(at: position) { emit(.commentPreproc, to: ifZero); push(.ifZero); return true }
        if byte == UInt8(ascii: "#") { emit(.commentPreproc, to: position + 1); push(.macro); return true }
        guard text.spaceLength(at: position, end: end) > 0 || byte == UInt8(ascii: "/") else { return false }
        let candidates = spaceAndCommentEnds(from: position)
        if let hash = candidates.first(where: { ifZeroEnd(at: $0) != nil }) {
            lexAgain(to: hash)
            emit(.commentPreproc, to: ifZeroEnd(at: hash)!)
            push(.ifZero)
            return true
        }
        if let hash = candidates.first(where: { $0 < end && text[$0] == UInt8(ascii: "#") }) {
            lexAgain(to: hash)
            emit(.commentPreproc, to: hash + 1)
            push(.macro)
            return true
        }
        return false
    }

    /// `(^[ \t]*)(?!(?:public|private|protected|default)\b)(ident)(\s*)(:)(?!:)`
    private mutating func label() -> Bool {
        var name = position
        while name < end && (text[name] == 0x20 || text[name] == 0x09) { name += 1 }
        guard !CFamilyWords.labelExceptions.contains(word(at: name)), let nameEnd = identifierEnd(from: name) else { return false }
        let colon = text.spaceEnd(from: nameEnd, end: end)
        guard colon < end, text[colon] == UInt8(ascii: ":"), !has("::", at: colon) else { return false }
        emit(.whitespace, to: name)
        emit(.nameLabel, to: nameEnd)
        emit(.whitespace, to: colon)
        emit(.punctuation, to: colon + 1)
        return true
    }

    private mutating func statement() -> Bool {
        if whitespace() || statements() { return true }
        if byte == UInt8(ascii: "}") { emit(.punctuation, to: position + 1); return true }
        if byte == UInt8(ascii: "{") || byte == UInt8(ascii: ";") { emit(.punctuation, to: position + 1); pop(); return true }
        return false
    }

    private mutating func function() -> Bool {
        if whitespace() || statements() { return true }
        switch byte {
        case UInt8(ascii: ";"): emit(.punctuation, to: position + 1)
        case UInt8(ascii: "{"): emit(.punctuation, to: position + 1); push(.function)
        case UInt8(ascii: "}"): emit(.punctuation, to: position + 1); pop()
        default: return false
        }
        return true
    }

    private mutating func instanceVariables() -> Bool {
        function()
    }

    private mutating func string() -> Bool {
        if byte == UInt8(ascii: "\"") { emit(.string, to: position + 1); pop(); return true }
        if let escape = escapeEnd() { emit(.stringEscape, to: escape); return true }
        var index = position // [^\\"\n]+
        while index < end && text[index] != UInt8(ascii: "\\") && text[index] != UInt8(ascii: "\"") && text[index] != 0x0A { index += 1 }
        if index > position { emit(.string, to: index); return true }
        if has("\\\n") { emit(.string, to: position + 2); return true }
        if byte == UInt8(ascii: "\\") { emit(.string, to: position + 1); return true }
        return false
    }

    /// `\\([\\abfnrtv"\']|x[a-fA-F0-9]{2,4}|u[a-fA-F0-9]{4}|U[a-fA-F0-9]{8}|[0-7]{1,3})`
    private func escapeEnd() -> Int? {
        guard byte == UInt8(ascii: "\\"), position + 1 < end else { return nil }
        let next = position + 1
        let escaped = text[next]
        if text.isAny(of: "\\abfnrtv\"'", at: next, end: end) { return next + 1 }
        let hexEnd = hexRun(from: next + 1, upTo: escaped == UInt8(ascii: "x") ? 4 : escaped == UInt8(ascii: "u") ? 4 : 8)
        switch escaped {
        case UInt8(ascii: "x"): return hexEnd - next - 1 >= 2 ? hexEnd : nil
        case UInt8(ascii: "u"), UInt8(ascii: "U"): return hexEnd - next - 1 == (escaped == UInt8(ascii: "u") ? 4 : 8) ? hexEnd : nil
        case UInt8(ascii: "0")...UInt8(ascii: "7"): return octalRun(from: next, upTo: 3)
        default: return nil
        }
    }

    func hexRun(from index: Int, upTo count: Int) -> Int {
        var index = index, taken = 0
        while taken < count && index < end && SourceText.isHexDigit(text[index]) { index += 1; taken += 1 }
        return index
    }

    func octalRun(from index: Int, upTo count: Int) -> Int {
        var index = index, taken = 0
        while taken < count && index < end && (0x30...0x37).contains(text[index]) { index += 1; taken += 1 }
        return index
    }

    private mutating func classname() -> Bool {
        if let name = identifierEnd(from: position) { emit(.nameClass, to: name); pop(); return true }
        let spaces = text.spaceEnd(from: position, end: end) // \s*(?=>)
        if spaces < end && text[spaces] == UInt8(ascii: ">") { emit(.text, to: spaces) }
        pop()
        return true
    }

    private mutating func caseValue() -> Bool {
        if byte == UInt8(ascii: ":") && !(position > start && text[position - 1] == UInt8(ascii: ":")) && !has("::") {
            emit(.punctuation, to: position + 1)
            pop()
            return true
        }
        if let name = identifierEnd(from: position) { emit(.nameConstant, to: name); return true }
        return whitespace() || statements()
    }

    /// After `@interface` or `@implementation`: the class, its superclass or category, maybe `{`.
    private mutating func interfaceName() -> Bool {
        guard let name = nameEnd(from: position) else { return false }
        let spaces = text.spaceEnd(from: name, end: end)
        if spaces < end && text[spaces] == UInt8(ascii: ":") {
            // (I)(\s*:\s*)(I)?(\s*)(\{) or (I)(\s*:\s*)(I)?
            let superStart = text.spaceEnd(from: spaces + 1, end: end)
            let superEnd = nameEnd(from: superStart) ?? superStart
            let brace = text.spaceEnd(from: superEnd, end: end)
            emit(.nameClass, to: name)
            emit(.text, to: superStart)
            emit(.nameClass, to: superEnd)
            if brace < end && text[brace] == UInt8(ascii: "{") {
                emit(.text, to: brace)
                emit(.punctuation, to: brace + 1)
                replace(with: .instanceVariables)
            } else {
                pop()
            }
            return true
        }
        if spaces < end && text[spaces] == UInt8(ascii: "("), let category = nameEnd(from: spaces + 1),
           category < end && text[category] == UInt8(ascii: ")") {
            // (I)(\s*)(\(I\))(\s*)(\{) or (I)(\s*)(\(I\))
            let brace = text.spaceEnd(from: category + 1, end: end)
            emit(.nameClass, to: name)
            emit(.text, to: spaces)
            emit(.nameLabel, to: category + 1)
            if brace < end && text[brace] == UInt8(ascii: "{") {
                emit(.text, to: brace)
                emit(.punctuation, to: brace + 1)
                replace(with: .instanceVariables)
            } else {
                pop()
            }
            return true
        }
        emit(.nameClass, to: name)
        if spaces < end && text[spaces] == UInt8(ascii: "{") { // (I)(\s*)(\{)
            emit(.text, to: spaces)
            emit(.punctuation, to: spaces + 1)
            replace(with: .instanceVariables)
        } else {
            pop()
        }
        return true
    }

    /// After `@class` or `@protocol`: `(I)(\s*,\s*)` (pushing itself again) or `(I)(\s*;?)`.
    private mutating func forwardName() -> Bool {
        guard let name = nameEnd(from: position) else { return false }
        let spaces = text.spaceEnd(from: name, end: end)
        emit(.nameClass, to: name)
        if spaces < end && text[spaces] == UInt8(ascii: ",") {
            emit(.text, to: text.spaceEnd(from: spaces + 1, end: end))
            push(.forwardName)
        } else {
            emit(.text, to: spaces < end && text[spaces] == UInt8(ascii: ";") ? spaces + 1 : spaces)
            pop()
        }
        return true
    }

    private mutating func method() -> Bool {
        if whitespace() { return true }
        if byte == UInt8(ascii: ",") { emit(.punctuation, to: position + 1); return true }
        if has("...") { emit(.punctuation, to: position + 3); return true }
        if byte == UInt8(ascii: "("), // (\(.*?\))(\s*)([a-zA-Z$_][\w$]*)
           let type = parenthesizedEnds(from: position).first(where: { nameEnd(from: text.spaceEnd(from: $0, end: end)) != nil }) {
            let nameStart = text.spaceEnd(from: type, end: end)
            lexAgain(to: type)
            emit(.text, to: nameStart)
            emit(.nameVariable, to: nameEnd(from: nameStart)!)
            return true
        }
        if let name = nameEnd(from: position), name < end, text[name] == UInt8(ascii: ":") { // [a-zA-Z$_][\w$]*:
            emit(.nameFunction, to: name + 1)
            return true
        }
        switch byte {
        case UInt8(ascii: ";"): emit(.punctuation, to: position + 1); pop()
        case UInt8(ascii: "{"): emit(.punctuation, to: position + 1); push(.function)
        default: pop() // default('#pop')
        }
        return true
    }

    /// `literal_number` and `literal_array`: an inner bracket, the closing one, or a `statement` rule.
    private mutating func literal() -> Bool {
        let (open, close) = bracketsOfLiteral
        if byte == open { emit(.punctuation, to: position + 1); push(stack[stack.count - 1] == .literalNumber ? .literalNumberInner : .literalArrayInner); return true }
        if byte == close { emit(.literal, to: position + 1); pop(); return true }
        return statement()
    }

    private mutating func literalInner() -> Bool {
        let (open, close) = bracketsOfLiteral
        if byte == open { emit(.punctuation, to: position + 1); push(stack[stack.count - 1]); return true }
        if byte == close { emit(.punctuation, to: position + 1); pop(); return true }
        return statement()
    }

    private var bracketsOfLiteral: (UInt8, UInt8) {
        switch stack[stack.count - 1] {
        case .literalNumber, .literalNumberInner: (UInt8(ascii: "("), UInt8(ascii: ")"))
        default: (UInt8(ascii: "["), UInt8(ascii: "]"))
        }
    }

    private mutating func literalDictionary() -> Bool {
        if byte == UInt8(ascii: "}") { emit(.literal, to: position + 1); pop(); return true }
        return statement()
    }
}
