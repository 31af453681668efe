import Foundation

/// The names in highlighted Swift code (a built page's blocks, or a source
/// file the highlighter ran over), read from the
/// highlighter's token classes: a name is a token whose class starts with `n`
/// or is `bp` (keywords, comments, strings and numbers are not names).
/// `declared` holds the names the blocks themselves declare: types, functions,
/// constants and variables, enum cases, generic, function and closure
/// parameters, and loop variables.
struct SwiftBlockNames {
    private(set) var used: Set<String> = []
    private(set) var declared: Set<String> = []

    /// One highlighted token: its class (empty for plain text) and its text.
    private struct Token {
        let kind: String
        let text: String
        var isName: Bool { kind.hasPrefix("n") || kind == "bp" }
        func isKeyword(_ words: Set<String>) -> Bool { kind.hasPrefix("k") && words.contains(text) }
    }

    private static let block = try! NSRegularExpression(pattern: "<code class=\"language-swift\">(.*?)</code>", options: [.dotMatchesLineSeparators])
    private static let span = try! NSRegularExpression(pattern: "<span class=\"([a-z0-9]+)\">([^<]*)</span>")
    private static let entities = ["&quot;": "\"", "&#39;": "'", "&lt;": "<", "&gt;": ">", "&amp;": "&"]
    private static let closureHeadWords: Set<String> = ["weak", "unowned", "self", "in", "throws", "async", "inout", "_"]
    private static let declaring: Set<String> = ["class", "struct", "enum", "protocol", "actor", "typealias",
                                                 "associatedtype", "func", "let", "var", "case", "init", "subscript"]

    /// The names of highlighted Swift code: each fragment is what the
    /// highlighter puts inside one `<code>`.
    init(fragments: [String]) {
        for code in fragments {
            let tokens = Self.span.matches(in: code, range: NSRange(code.startIndex..., in: code)).flatMap { span in
                let kind = String(code[Range(span.range(at: 1), in: code)!])
                let text = Self.unescaped(String(code[Range(span.range(at: 2), in: code)!]))
                // Punctuation comes in runs such as `?(` or `(.`: one token a character.
                return kind == "p" || kind == "o" ? text.map { Token(kind: kind, text: String($0)) } : [Token(kind: kind, text: text)]
            }.filter { !$0.kind.hasPrefix("c") && !$0.kind.hasPrefix("s") }
            read(tokens)
        }
    }

    /// The insides of every `language-swift` block of a built page.
    static func fragments(inPage html: String) -> [String] {
        block.matches(in: html, range: NSRange(html.startIndex..., in: html)).map { String(html[Range($0.range(at: 1), in: html)!]) }
    }

    private static func unescaped(_ text: String) -> String {
        entities.reduce(text) { $0.replacingOccurrences(of: $1.key, with: $1.value) }
    }

    private mutating func read(_ tokens: [Token]) {
        for (index, token) in tokens.enumerated() {
            if token.isName, !token.text.hasPrefix("$") { used.insert(token.text) }
            let next = index + 1 < tokens.count ? tokens[index + 1] : nil
            if token.isKeyword(Self.declaring) {
                if let next, next.isName { declared.insert(next.text) }
                if token.text == "case" { declareList(tokens, from: index + 1) }
                if token.text == "let" || token.text == "var", next?.text == "(" { declareUntilClosed(tokens, from: index + 1) }
                if ["func", "init", "subscript", "class", "struct", "enum"].contains(token.text) { declareSignature(tokens, from: index + 1) }
            }
            if token.isKeyword(["for"]) { declareUntilIn(tokens, from: index + 1, limit: 12) }
            // `@testable import App`: the module under test is the reader's own app.
            if token.isKeyword(["import"]), index > 0, tokens[index - 1].text == "testable", let next, next.isName {
                declared.insert(next.text)
            }
            if token.text == "{" { declareClosureParameters(tokens, from: index + 1) }
        }
    }

    /// `case a, b, c`: every name after a comma.
    private mutating func declareList(_ tokens: [Token], from start: Int) {
        var index = start + 1
        while index + 1 < tokens.count, tokens[index].text == ",", tokens[index + 1].isName {
            declared.insert(tokens[index + 1].text)
            index += 2
        }
    }

    /// `let (a, b)`: the names up to the closing parenthesis.
    private mutating func declareUntilClosed(_ tokens: [Token], from start: Int) {
        var index = start + 1
        while index < tokens.count, tokens[index].text != ")" {
            if tokens[index].isName { declared.insert(tokens[index].text) }
            index += 1
        }
    }

    /// A declaration's generic parameters (`<T: UIView>`) and parameter list:
    /// in each parameter, the label and name before its colon.
    private mutating func declareSignature(_ tokens: [Token], from start: Int) {
        var index = start
        if index < tokens.count, tokens[index].isName { index += 1 }
        if index < tokens.count, tokens[index].text == "?" || tokens[index].text == "!" { index += 1 }
        if index < tokens.count, tokens[index].text == "<" {
            var expectsName = true
            index += 1
            while index < tokens.count, tokens[index].text != ">" {
                if expectsName, tokens[index].isName { declared.insert(tokens[index].text) }
                expectsName = tokens[index].text == ","
                index += 1
            }
            index += 1
        }
        guard index < tokens.count, tokens[index].text == "(" else { return }
        var depth = 0
        var beforeColon = true
        while index < tokens.count {
            switch tokens[index].text {
            case "(", "[": depth += 1
            case ")", "]": depth -= 1
            case ":" where depth == 1: beforeColon = false
            case "," where depth == 1: beforeColon = true
            default: if depth == 1, beforeColon, tokens[index].isName { declared.insert(tokens[index].text) }
            }
            if depth == 0 { return }
            index += 1
        }
    }

    /// `for x in`, `for (a, b) in`: the names before `in`.
    private mutating func declareUntilIn(_ tokens: [Token], from start: Int, limit: Int) {
        var names: [String] = []
        for token in tokens[start..<min(tokens.count, start + limit)] {
            if token.isKeyword(["in"]) { declared.formUnion(names); return }
            if token.isName { names.append(token.text) }
        }
    }

    /// `{ [weak self] a, b in` or `{ (a: T) -> U in`: the names followed by a
    /// comma, a colon, a closing parenthesis or `in`, when `in` comes before any
    /// brace, assignment or keyword a closure's head cannot hold.
    private mutating func declareClosureParameters(_ tokens: [Token], from start: Int) {
        var names: [String] = []
        var index = start
        while index < min(tokens.count, start + 24) {
            let token = tokens[index]
            if token.isKeyword(["in"]) { declared.formUnion(names); return }
            if token.text == "{" || token.text == "}" || token.text == "=" { return }
            if token.kind.hasPrefix("k"), !Self.closureHeadWords.contains(token.text) { return }
            if token.isName, index + 1 < tokens.count, [",", ":", ")"].contains(tokens[index + 1].text) || tokens[index + 1].isKeyword(["in"]),
               index == start || ![":", ">"].contains(tokens[index - 1].text) {
                names.append(token.text)
            }
            index += 1
        }
    }
}
