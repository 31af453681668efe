extension MarkdownNode {
    var isBlock: Bool {
        switch kind {
        case .document, .blockQuote, .list, .item, .codeBlock, .htmlBlock, .paragraph, .heading,
             .thematicBreak, .table, .tableRow, .tableCell, .footnoteDefinition,
             .callout, .tabs:
            true
        default:
            false
        }
    }

    /// Whether a link (or raw HTML, which may hold one, or a footnote
    /// reference, which is one) is among the descendants.
    var containsLink: Bool {
        children.contains { child in
            switch child.kind {
            case .link, .htmlInline, .footnoteReference: true
            default: child.containsLink
            }
        }
    }
}
