extension ObjectiveCLexer {
    /// `CLexer`'s `keywords` state (its own words, then `CFamilyLexer`'s), for
    /// `word`, the whole word at `position` (found when nil).
    mutating func keywords(_ word: String? = nil) -> Bool {
        let word = word ?? self.word(at: position)
        let wordEnd = position + word.utf8.count
        if CFamilyWords.cKeywords.contains(word) { emit(.keyword, to: wordEnd); return true }
        for keyword: StaticString in ["struct", "union"] where has(keyword) { // (struct|union)(\s+)
            let spaces = text.spaceEnd(from: position + keyword.utf8CodeUnitCount, end: end)
            guard spaces > position + keyword.utf8CodeUnitCount else { continue }
            emit(.keyword, to: position + keyword.utf8CodeUnitCount)
            emit(.whitespace, to: spaces)
            push(.classname)
            return true
        }
        if word == "case" { emit(.keyword, to: wordEnd); push(.caseValue); return true }
        if CFamilyWords.keywords.contains(word) { emit(.keyword, to: wordEnd); return true }
        if CFamilyWords.reserved.contains(word) { emit(.keywordReserved, to: wordEnd); return true }
        return false
    }

    /// `CLexer`'s `types` state, for `word` as in `keywords(_:)`.
    mutating func types(_ word: String? = nil) -> Bool {
        let word = word ?? self.word(at: position)
        let wordEnd = position + word.utf8.count
        if CFamilyWords.cTypes.contains(word) { emit(.keywordType, to: wordEnd); return true }
        if CFamilyWords.reservedTypes.contains(word) { emit(.keywordReserved, to: wordEnd); return true }
        if CFamilyWords.types.contains(word) { emit(.keywordType, to: wordEnd); return true }
        return false
    }

    /// `root`'s function definition and declaration patterns:
    /// `(ident(?:[&*\s])+)(comments)(ident)(comments)(\([^;"\')]*?\))(comments)([^;{/"\']*)(\{)`
    /// (then `function`), and the same ending `([^;/"\']*)(;)`.
    mutating func functionSignature() -> Bool {
        guard let returnEnd = identifierEnd(from: position, namespaced: true) else { return false }
        var typeEnd = returnEnd
        while typeEnd < end {
            if text[typeEnd] == UInt8(ascii: "&") || text[typeEnd] == UInt8(ascii: "*") {
                typeEnd += 1
            } else if case let length = text.spaceLength(at: typeEnd, end: end), length > 0 {
                typeEnd += length
            } else {
                break
            }
        }
        guard typeEnd > returnEnd else { return false }
        let nameStart = possibleCommentsEnd(from: typeEnd)
        guard let nameEnd = identifierEnd(from: nameStart, namespaced: true) else { return false }
        let open = possibleCommentsEnd(from: nameEnd)
        guard open < end, text[open] == UInt8(ascii: "(") else { return false }
        var close = open + 1
        while close < end && !text.isAny(of: ";\"')", at: close, end: end) { close += 1 }
        guard close < end, text[close] == UInt8(ascii: ")") else { return false }
        let restStart = possibleCommentsEnd(from: close + 1)
        var last = restStart
        while last < end && !text.isAny(of: ";{/\"'", at: last, end: end) { last += 1 }
        guard last < end, text[last] == UInt8(ascii: "{") || text[last] == UInt8(ascii: ";") else { return false }
        lexAgain(to: typeEnd)
        lexAgain(to: nameStart, from: [.root, .whitespace])
        emit(.nameFunction, to: nameEnd)
        lexAgain(to: open, from: [.root, .whitespace])
        lexAgain(to: close + 1)
        lexAgain(to: restStart, from: [.root, .whitespace])
        lexAgain(to: last)
        let opensBody = text[last] == UInt8(ascii: "{")
        emit(.punctuation, to: last + 1)
        if opensBody { push(.function) }
        return true
    }

    /// The `statements` state: Objective-C's rules, then `CFamilyLexer`'s.
    mutating func statements() -> Bool {
        if byte == UInt8(ascii: "@") && atRule() { return true }
        let word = word(at: position)
        let wordEnd = position + word.utf8.count
        if CFamilyWords.objectiveCKeywords.contains(word) { emit(.keyword, to: wordEnd); return true }
        if CFamilyWords.objectiveCTypes.contains(word) { emit(.keywordType, to: wordEnd); return true }
        if CFamilyWords.objectiveCBuiltins.contains(word) { emit(.nameBuiltin, to: wordEnd); return true }
        if byte == UInt8(ascii: "@") { emit(.punctuation, to: position + 1); return true }
        if keywords(word) || types(word) || stringStart() || character() { return true }
        if let (style, numberEnd) = number() { emit(style, to: numberEnd); return true }
        if text.isAny(of: "~!%^&*+=|?:<>/-", at: position, end: end) { emit(.operator, to: position + 1); return true }
        if text.isAny(of: "()[],.", at: position, end: end) { emit(.punctuation, to: position + 1); return true }
        if word == "true" || word == "false" || word == "NULL" { emit(.nameBuiltin, to: wordEnd); return true }
        if let name = identifierEnd(from: position) { emit(.name, to: name); return true }
        return false
    }

    /// Objective-C's rules that start with `@`, in order, but the last (`@` alone).
    private mutating func atRule() -> Bool {
        if has("@\"") { emit(.string, to: position + 2); push(.string); return true }
        if has("@YES") || has("@NO") { emit(.number, to: position + (has("@NO") ? 3 : 4)); return true }
        if has("@'"), let close = characterEnd(from: position + 2) { emit(.stringChar, to: close); return true }
        if let (style, numberEnd) = atNumber() { emit(style, to: numberEnd); return true }
        for (opening, state): (StaticString, State) in [("@(", .literalNumber), ("@[", .literalArray), ("@{", .literalDictionary)]
            where has(opening) {
            emit(.literal, to: position + 2)
            push(state)
            return true
        }
        let word = word(at: position + 1)
        if CFamilyWords.atKeywords.contains(word) { emit(.keyword, to: position + 1 + word.utf8.count); return true }
        for value: StaticString in ["@true\n", "@false\n"] where has(value) { // @(true|false|YES|NO)\n, after @(YES|NO)
            emit(.nameBuiltin, to: position + value.utf8CodeUnitCount)
            return true
        }
        for (keyword, state): (StaticString, State) in [("@interface", .interfaceName), ("@implementation", .interfaceName),
                                                         ("@class", .forwardName), ("@protocol", .forwardName)] where has(keyword) {
            let spaces = text.spaceEnd(from: position + keyword.utf8CodeUnitCount, end: end) // (keyword)(\s+)
            guard spaces > position + keyword.utf8CodeUnitCount else { continue }
            emit(.keyword, to: position + keyword.utf8CodeUnitCount)
            emit(.text, to: spaces)
            replace(with: state)
            return true
        }
        return false
    }

    /// After a quote: `(\\.|\\[0-7]{1,3}|\\x[a-fA-F0-9]{1,2}|[^\\\'\n])(')`, the end after the closing quote.
    private func characterEnd(from index: Int) -> Int? {
        guard index < end else { return nil }
        var candidates: [Int] = []
        if text[index] == UInt8(ascii: "\\") {
            if index + 1 < end && text[index + 1] != 0x0A { candidates.append(index + 1 + text.scalarLength(at: index + 1)) }
            let octal = octalRun(from: index + 1, upTo: 3)
            candidates += stride(from: octal, to: index + 1, by: -1).map { $0 }
            if has("x", at: index + 1) {
                let hex = hexRun(from: index + 2, upTo: 2)
                candidates += stride(from: hex, to: index + 2, by: -1).map { $0 }
            }
        } else if text[index] != UInt8(ascii: "'") && text[index] != 0x0A {
            candidates.append(index + text.scalarLength(at: index))
        }
        return candidates.first { $0 < end && text[$0] == UInt8(ascii: "'") }.map { $0 + 1 }
    }

    /// `([LuU]|u8)?(")`, then `string`.
    private mutating func stringStart() -> Bool {
        let affix = has("u8\"") ? 2 : (text.isAny(of: "LuU", at: position, end: end) && has("\"", at: position + 1)) ? 1 : 0
        guard has("\"", at: position + affix) else { return false }
        emit(.stringAffix, to: position + affix)
        emit(.string, to: position + 1)
        push(.string)
        return true
    }

    /// `([LuU]|u8)?(')(\\.|\\[0-7]{1,3}|\\x[a-fA-F0-9]{1,2}|[^\\\'\n])(')`
    private mutating func character() -> Bool {
        let affix = has("u8'") ? 2 : (text.isAny(of: "LuU", at: position, end: end) && has("'", at: position + 1)) ? 1 : 0
        guard has("'", at: position + affix), let close = characterEnd(from: position + affix + 1) else { return false }
        emit(.stringAffix, to: position + affix)
        emit(.stringChar, to: close)
        return true
    }

    /// Objective-C's `@` numbers: `@(\d+\.\d*|\.\d+|\d+)[eE][+-]?\d+[lL]?`,
    /// `@(\d+\.\d*|\.\d+|\d+[fF])[fF]?`, `@0x[0-9a-fA-F]+[Ll]?`, `@0[0-7]+[Ll]?`, `@\d+[Ll]?`.
    private func atNumber() -> (TokenStyle, Int)? {
        let start = position + 1
        func digits(_ index: Int) -> Int {
            var index = index
            while case let length = text.digitLength(at: index, end: end), length > 0 { index += length }
            return index
        }
        func optional(_ letters: StaticString, _ index: Int) -> Int { text.isAny(of: letters, at: index, end: end) ? index + 1 : index }
        let integer = digits(start)
        var mantissas: [Int] = []
        if integer > start && has(".", at: integer) { mantissas.append(digits(integer + 1)) }
        if has(".", at: start) && digits(start + 1) > start + 1 { mantissas.append(digits(start + 1)) }
        if integer > start { mantissas.append(integer) }
        for mantissa in mantissas where text.isAny(of: "eE", at: mantissa, end: end) {
            let sign = optional("+-", mantissa + 1)
            let exponent = digits(sign)
            if exponent > sign { return (.numberFloat, optional("lL", exponent)) }
        }
        if let mantissa = mantissas.first, mantissa != integer || text.isAny(of: "fF", at: integer, end: end) {
            return (.numberFloat, optional("fF", mantissa == integer ? integer + 1 : mantissa))
        }
        if has("0x", at: start), case let hex = hexRun(from: start + 2, upTo: .max), hex > start + 2 { return (.numberHex, optional("Ll", hex)) }
        if has("0", at: start), case let octal = octalRun(from: start + 1, upTo: .max), octal > start + 1 { return (.numberOctal, optional("Ll", octal)) }
        if integer > start { return (.numberInteger, optional("Ll", integer)) }
        return nil
    }

    /// `CFamilyLexer`'s number patterns, in order: hexadecimal float, float with
    /// an exponent, float, hexadecimal, binary, octal, integer (all but the first
    /// with an optional leading `-`).
    private func number() -> (TokenStyle, Int)? {
        // Every form starts, after an optional `-`, with a digit (`\d`: maybe not ASCII) or `.`.
        let lead = byte == UInt8(ascii: "-") && position + 1 < end ? text[position + 1] : byte
        guard SourceText.isDigit(lead) || lead == UInt8(ascii: ".") || lead >= 0x80 else { return nil }
        func optional(_ letters: StaticString, _ index: Int) -> Int { text.isAny(of: letters, at: index, end: end) ? index + 1 : index }
        func mantissas(from index: Int, hex: Bool) -> [Int] { // (D\.D|\.D|D), in order
            var ends: [Int] = []
            let integer = digitsEnd(from: index, hex: hex)
            if let integer, has(".", at: integer), let fraction = digitsEnd(from: integer + 1, hex: hex) { ends.append(fraction) }
            if has(".", at: index), let fraction = digitsEnd(from: index + 1, hex: hex) { ends.append(fraction) }
            if let integer { ends.append(integer) }
            return ends
        }
        func exponent(_ letters: StaticString, _ index: Int, hex: Bool) -> Int? {
            guard text.isAny(of: letters, at: index, end: end) else { return nil }
            return digitsEnd(from: optional("+-", index + 1), hex: hex)
        }
        if has("0x") || has("0X") {
            for mantissa in mantissas(from: position + 2, hex: true) {
                if let exponentEnd = exponent("pP", mantissa, hex: true) { return (.numberFloat, optional("lL", exponentEnd)) }
            }
        }
        let start = byte == UInt8(ascii: "-") ? position + 1 : position
        for mantissa in mantissas(from: start, hex: false) {
            if let exponentEnd = exponent("eE", mantissa, hex: false) { return (.numberFloat, optional("fFlL", exponentEnd)) }
        }
        // (-)?((D\.(D)?|\.D)[fFlL]?)|(D[fFlL])
        if let integer = digitsEnd(from: start), has(".", at: integer) {
            return (.numberFloat, optional("fFlL", digitsEnd(from: integer + 1) ?? integer + 1))
        }
        if has(".", at: start), let fraction = digitsEnd(from: start + 1) { return (.numberFloat, optional("fFlL", fraction)) }
        if let integer = digitsEnd(from: position), text.isAny(of: "fFlL", at: integer, end: end) { return (.numberFloat, integer + 1) }
        if has("0x", at: start) || has("0X", at: start), let hex = digitsEnd(from: start + 2, hex: true) {
            return (.numberHex, integerSuffixEnd(from: hex))
        }
        if has("0b", at: start) || has("0B", at: start), text.isAny(of: "01", at: start + 2, end: end) {
            var binary = start + 3
            while true {
                if text.isAny(of: "01", at: binary, end: end) { binary += 1 }
                else if has("'", at: binary) && text.isAny(of: "01", at: binary + 1, end: end) { binary += 2 }
                else { break }
            }
            return (.numberBinary, integerSuffixEnd(from: binary))
        }
        if has("0", at: start) {
            var octal = start + 1
            while true {
                if text.isAny(of: "01234567", at: octal, end: end) { octal += 1 }
                else if has("'", at: octal) && text.isAny(of: "01234567", at: octal + 1, end: end) { octal += 2 }
                else { break }
            }
            if octal > start + 1 { return (.numberOctal, integerSuffixEnd(from: octal)) }
        }
        if let integer = digitsEnd(from: start) { return (.numberInteger, integerSuffixEnd(from: integer)) }
        return nil
    }

    /// The `macro` state, after a `#` at a line start.
    mutating func macro() -> Bool {
        for candidate in spaceAndCommentEnds(from: position) where has("include", at: candidate) {
            // (_ws1)(include)(_ws1)("[^"]+")([^\n]*) and the same with <[^>]+>
            let fileStart = spaceAndCommentEnds(from: candidate + 7).first { index in fileEnd(from: index) != nil }
            guard let fileStart, let fileEnd = fileEnd(from: fileStart) else { continue }
            lexAgain(to: candidate)
            emit(.commentPreproc, to: candidate + 7)
            lexAgain(to: fileStart)
            emit(.commentPreprocFile, to: fileEnd)
            emit(.commentSingle, to: text.firstIndex(of: 0x0A, from: fileEnd, end: end) ?? end)
            return true
        }
        var index = position // [^/\n]+
        while index < end && text[index] != UInt8(ascii: "/") && text[index] != 0x0A { index += 1 }
        if index > position { emit(.commentPreproc, to: index); return true }
        if has("/*"), let close = firstClose(from: position + 2) { emit(.commentMultiline, to: close); return true } // /[*](.|\n)*?[*]/
        if has("//"), let newline = text.firstIndex(of: 0x0A, from: position + 2, end: end) { // //.*?\n
            emit(.commentSingle, to: newline + 1)
            pop()
            return true
        }
        if byte == UInt8(ascii: "/") { emit(.commentPreproc, to: position + 1); return true }
        if byte == 0x0A {
            let continued = position > start && text[position - 1] == UInt8(ascii: "\\") // (?<=\\)\n
            emit(.commentPreproc, to: position + 1)
            if !continued { pop() }
            return true
        }
        return false
    }

    /// `"[^"]+"` or `<[^>]+>` at `index`: its end, or nil.
    private func fileEnd(from index: Int) -> Int? {
        guard index < end, text[index] == UInt8(ascii: "\"") || text[index] == UInt8(ascii: "<") else { return nil }
        let closing = text[index] == UInt8(ascii: "\"") ? UInt8(ascii: "\"") : UInt8(ascii: ">")
        guard let close = text.firstIndex(of: closing, from: index + 1, end: end), close > index + 1 else { return nil }
        return close + 1
    }

    /// The end of the first `*/` at or after `index`.
    private func firstClose(from index: Int) -> Int? {
        var index = index
        while index + 1 < end {
            if has("*/", at: index) { return index + 2 }
            index += 1
        }
        return nil
    }

    /// The `if0` state: lines after `#if 0` are comments up to its `#else`, `#elif` or `#endif`.
    mutating func ifZero() -> Bool {
        if isLineStart(position) {
            let hash = text.spaceEnd(from: position, end: end)
            let newline = text.firstIndex(of: 0x0A, from: hash, end: end)
            if has("#if", at: hash), let newline, text[newline - 1] != UInt8(ascii: "\\") { // ^\s*#if.*?(?<!\\)\n
                emit(.commentPreproc, to: newline + 1)
                push(.ifZero)
                return true
            }
            if has("#else", at: hash) || has("#elif", at: hash), let newline { // ^\s*#el(?:se|if).*\n
                emit(.commentPreproc, to: newline + 1)
                pop()
                return true
            }
            if has("#endif", at: hash), let newline, text[newline - 1] != UInt8(ascii: "\\") { // ^\s*#endif.*?(?<!\\)\n
                emit(.commentPreproc, to: newline + 1)
                pop()
                return true
            }
        }
        guard let newline = text.firstIndex(of: 0x0A, from: position, end: end) else { return false } // .*?\n
        emit(.comment, to: newline + 1)
        return true
    }
}
