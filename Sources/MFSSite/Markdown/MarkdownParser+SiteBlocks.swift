extension MarkdownParser {
    /// `blocks`, the top-level blocks of a document, with the site's own
    /// blocks made of them: a block quote whose first line is `[!NOTE]`,
    /// `[!TIP]`, `[!IMPORTANT]`, `[!WARNING]` or `[!CAUTION]` (any case; as
    /// GitHub, only at the top level), optionally followed by a title on the
    /// same line, becomes a `.callout`; consecutive fenced code blocks that
    /// each name a tab (`CodeTab.label`) become one `.tabs` node.
    ///
    /// - Throws: `fail`'s diagnostic at a top-level quote whose marker names
    ///   another kind (`[!DANGER]`) or that has nothing but its marker line,
    ///   and at a code block anywhere whose info string `CodeInfo` refuses.
    static func siteBlocks(_ blocks: [MarkdownNode],
                           fail: (SourcePosition, String) -> Diagnostic) throws(Diagnostic) -> [MarkdownNode] {
        var result: [MarkdownNode] = []
        result.reserveCapacity(blocks.count)
        for block in blocks {
            try checkCodeInfo(below: block, fail: fail)
            if case .blockQuote = block.kind, let callout = try callout(block, fail: fail) {
                result.append(callout)
            } else if case let .codeBlock(info, _) = block.kind, CodeTab.label(info) != nil {
                if let last = result.last, case .tabs = last.kind {
                    result[result.count - 1].children.append(block)
                } else {
                    result.append(MarkdownNode(.tabs, children: [block], position: block.position))
                }
            } else {
                result.append(block)
            }
        }
        return result
    }

    private static func checkCodeInfo(below block: MarkdownNode, fail: (SourcePosition, String) -> Diagnostic) throws(Diagnostic) {
        var failure: Diagnostic?
        block.walkBlocks { node in
            guard failure == nil, case let .codeBlock(info, _) = node.kind else { return }
            do throws(ContentFailure) { _ = try CodeInfo(info) } catch { failure = fail(node.position, error.message) }
        }
        if let failure { throw failure }
    }

    /// The callout `quote` is, its marker dropped (the rest of its line, if
    /// any, the title); `nil` when its first line has no `[!WORD]` marker.
    static func callout(_ quote: MarkdownNode, fail: (SourcePosition, String) -> Diagnostic) throws(Diagnostic) -> MarkdownNode? {
        guard let first = quote.children.first, case .paragraph = first.kind else { return nil }
        var text = ""
        var index = first.children.startIndex
        while index < first.children.endIndex, case let .text(part) = first.children[index].kind {
            text += part
            index += 1
        }
        guard text.hasPrefix("[!"), let close = text.firstIndex(of: "]") else { return nil }
        let word = text[text.index(text.startIndex, offsetBy: 2)..<close]
        guard !word.isEmpty, word.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        guard let kind = CalloutKind(rawValue: word.lowercased()) else {
            throw fail(first.position, "unknown callout [!\(word)]; the kinds are GitHub's: \(CalloutKind.markers)")
        }
        let lineEnd = first.children[index...].firstIndex { [.softBreak, .lineBreak].contains($0.kind) } ?? first.children.endIndex
        var title = Array(first.children[index..<lineEnd])
        let titleText = text[text.index(after: close)...].drop { $0 == " " || $0 == "\t" }
        if !titleText.isEmpty { title.insert(MarkdownNode(.text(String(titleText)), position: first.position), at: 0) }
        if let last = title.last, case let .text(tail) = last.kind {
            let trimmed = Substring(tail).trimmingTrailingWhitespace
            if trimmed.isEmpty { title.removeLast() } else { title[title.count - 1].kind = .text(String(trimmed)) }
        }
        let rest = Array(first.children.dropFirst(lineEnd + 1))
        var children = Array(quote.children.dropFirst())
        if !rest.isEmpty { children.insert(MarkdownNode(.paragraph, children: rest, position: first.position), at: 0) }
        guard !children.isEmpty else {
            throw fail(first.position, "the callout [!\(word)] has no text: write it on the lines below the marker")
        }
        if !title.isEmpty { children.insert(MarkdownNode(.paragraph, children: title, position: first.position), at: 0) }
        return MarkdownNode(.callout(kind, titled: !title.isEmpty), children: children, position: quote.position)
    }
}
