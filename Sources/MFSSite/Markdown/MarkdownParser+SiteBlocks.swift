extension MarkdownParser {
    /// `blocks`, the top-level blocks of a document, with the site's own
    /// blocks made of them: a block quote whose first line is `[!NOTE]`,
    /// `[!TIP]`, `[!IMPORTANT]`, `[!WARNING]` or `[!CAUTION]` (any case; as
    /// GitHub, only at the top level and with something below that line)
    /// becomes a `.callout`; consecutive fenced code blocks that each name a
    /// tab (`CodeTab.label`) become one `.tabs` node.
    static func siteBlocks(_ blocks: [MarkdownNode]) -> [MarkdownNode] {
        var result: [MarkdownNode] = []
        result.reserveCapacity(blocks.count)
        for block in blocks {
            if case .blockQuote = block.kind, let callout = callout(block) {
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

    /// The callout `quote` is, its marker line dropped; `nil` when it is a plain block quote.
    static func callout(_ quote: MarkdownNode) -> MarkdownNode? {
        guard let first = quote.children.first, case .paragraph = first.kind else { return nil }
        var marker = ""
        var index = first.children.startIndex
        while index < first.children.endIndex, case let .text(text) = first.children[index].kind {
            marker += text
            index += 1
        }
        let word = Substring(marker).trimmingTrailingWhitespace
        guard word.hasPrefix("[!"), word.hasSuffix("]"),
              let kind = CalloutKind(rawValue: word.dropFirst(2).dropLast().lowercased()) else { return nil }
        let atLineEnd = index == first.children.endIndex || [.softBreak, .lineBreak].contains(first.children[index].kind)
        guard atLineEnd else { return nil }
        let rest = Array(first.children.dropFirst(index + 1))
        var children = Array(quote.children.dropFirst())
        if !rest.isEmpty { children.insert(MarkdownNode(.paragraph, children: rest, position: first.position), at: 0) }
        guard !children.isEmpty else { return nil }
        return MarkdownNode(.callout(kind), children: children, position: quote.position)
    }
}
