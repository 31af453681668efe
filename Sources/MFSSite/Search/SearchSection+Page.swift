/// Cutting a parsed page into its search sections.
extension SearchSection {
    /// The sections of `page` in order: its introduction (even when empty),
    /// then one per top-level heading, with the heading's anchor id.
    static func sections(of page: Page) -> [SearchSection] {
        let ids = Dictionary(page.headings.map { ($0.position, $0.id) }, uniquingKeysWith: { first, _ in first })
        var sections = [SearchSection(heading: nil, anchor: "", text: "")]
        for block in page.document.children {
            switch block.kind {
            case .heading:
                sections.append(SearchSection(heading: block.plainText, anchor: ids[block.position] ?? "", text: ""))
            default:
                appendBlock(block, to: &sections[sections.count - 1].text, scope: 0)
            }
        }
        return sections
    }

    /// The prose of `node`: its text, without the blocks the index leaves out.
    static func prose(of node: MarkdownNode) -> String {
        var text = ""
        appendProse(of: node, to: &text)
        return text
    }

    /// Appends the prose of `node` to `text`.
    private static func appendProse(of node: MarkdownNode, to text: inout String) {
        switch node.kind {
        case .codeBlock, .htmlInline, .table, .footnoteDefinition, .footnoteReference, .thematicBreak: break
        case let .text(words), let .code(words): text += words
        case .softBreak, .lineBreak: text += " "
        case let .htmlBlock(html): text += prose(ofHTML: html)
        default:
            let scope = text.utf8.count
            for index in node.children.indices {
                if node.children[index].isBlock {
                    appendBlock(node.children[index], to: &text, scope: scope)
                } else {
                    appendProse(of: node.children[index], to: &text)
                }
            }
        }
    }

    /// Appends the prose of the block `node` to `text`, after a line feed when
    /// the prose is not empty and neither is what `text` holds from UTF-8 offset `scope` on.
    private static func appendBlock(_ node: MarkdownNode, to text: inout String, scope: Int) {
        let before = text.utf8.count
        guard before > scope else { return appendProse(of: node, to: &text) }
        text += "\n"
        appendProse(of: node, to: &text)
        if text.utf8.count == before + 1 { text.unicodeScalars.removeLast() }
    }
}
