/// Cutting a parsed page into its search sections.
extension SearchSection {
    /// The sections of `page` in order: its introduction (even when empty),
    /// then one per top-level heading, with the heading's anchor id.
    static func sections(of page: Page) -> [SearchSection] {
        let ids = Dictionary(page.headings.map { ($0.position, $0.id) }, uniquingKeysWith: { first, _ in first })
        var sections = [SearchSection(heading: nil, anchor: "", text: "")]
        var newline = false
        for block in page.document.children {
            switch block.kind {
            case .heading:
                sections.append(SearchSection(heading: block.plainText, anchor: ids[block.position] ?? "", text: ""))
            default:
                appendBlock(block, to: &sections[sections.count - 1].text, newline: &newline, scope: 0)
                appendCode(of: block, to: &sections[sections.count - 1].code)
            }
        }
        return sections
    }

    /// Appends the literal of every code block in `node` (but `mfs` embeds), each after a newline, to `code`.
    private static func appendCode(of node: MarkdownNode, to code: inout String) {
        if case let .codeBlock(info, literal) = node.kind {
            if !info.hasPrefix("mfs") { code += "\n" + literal }
            return
        }
        for child in node.children where child.isBlock { appendCode(of: child, to: &code) }
    }

    /// The prose of `node`: its text, without the blocks the index leaves out.
    static func prose(of node: MarkdownNode) -> String {
        var text = "", newline = false
        appendProse(of: node, to: &text, newline: &newline)
        return text
    }

    /// Appends the prose of `node` to `text`, after a line feed if `newline`
    /// is set and the prose is not empty (which clears it).
    private static func appendProse(of node: MarkdownNode, to text: inout String, newline: inout Bool) {
        switch node.kind {
        case .codeBlock, .htmlInline, .table, .footnoteDefinition, .footnoteReference, .thematicBreak: break
        case let .text(words), let .code(words): append(words, to: &text, newline: &newline)
        case .softBreak, .lineBreak: append(" ", to: &text, newline: &newline)
        case let .htmlBlock(html): append(prose(ofHTML: html), to: &text, newline: &newline)
        default:
            let scope = text.utf8.count
            for index in node.children.indices {
                if node.children[index].isBlock {
                    appendBlock(node.children[index], to: &text, newline: &newline, scope: scope)
                } else {
                    appendProse(of: node.children[index], to: &text, newline: &newline)
                }
            }
        }
    }

    /// Appends the prose of the block `node` to `text`, after a line feed when
    /// the prose is not empty and neither is what `text` holds from UTF-8
    /// offset `scope` on. The line feed is written only before prose: no block
    /// leaves one behind.
    private static func appendBlock(_ node: MarkdownNode, to text: inout String, newline: inout Bool, scope: Int) {
        let pending = newline
        if text.utf8.count > scope { newline = true }
        appendProse(of: node, to: &text, newline: &newline)
        if newline { newline = pending } // the block had no prose
    }

    private static func append(_ words: String, to text: inout String, newline: inout Bool) {
        guard !words.isEmpty else { return }
        if newline { text += "\n" }
        newline = false
        text += words
    }
}
