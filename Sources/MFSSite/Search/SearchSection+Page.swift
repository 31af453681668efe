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
                sections[sections.count - 1].append(Self.prose(of: block))
            }
        }
        return sections
    }

    /// Adds a block's prose to `text`.
    private mutating func append(_ prose: String) {
        guard !prose.isEmpty else { return }
        text += text.isEmpty ? prose : "\n" + prose
    }

    /// The prose of `node`: its text, without the blocks the index leaves out.
    static func prose(of node: MarkdownNode) -> String {
        switch node.kind {
        case .codeBlock, .htmlInline, .table, .footnoteDefinition, .footnoteReference, .thematicBreak: ""
        case let .text(text), let .code(text): text
        case .softBreak, .lineBreak: " "
        case let .htmlBlock(html): prose(ofHTML: html)
        default:
            node.children.reduce(into: "") { text, child in
                let prose = prose(of: child)
                if child.isBlock, !text.isEmpty, !prose.isEmpty { text += "\n" }
                text += prose
            }
        }
    }
}
