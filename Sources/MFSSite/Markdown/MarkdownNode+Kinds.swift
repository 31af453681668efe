extension MarkdownNode {
    var isFootnoteDefinition: Bool {
        if case .footnoteDefinition = kind { true } else { false }
    }

    var isBlock: Bool {
        switch kind {
        case .document, .blockQuote, .list, .item, .codeBlock, .htmlBlock, .paragraph, .heading,
             .thematicBreak, .table, .tableRow, .tableCell, .footnoteDefinition, .rendered:
            true
        default:
            false
        }
    }

    /// Whether a link (or raw HTML, which may hold one) is among the descendants.
    var containsLink: Bool {
        children.contains { child in
            switch child.kind {
            case .link, .htmlInline: true
            default: child.containsLink
            }
        }
    }
}
