extension MarkdownNode {
    var isFootnoteDefinition: Bool {
        if case .footnoteDefinition = kind { true } else { false }
    }

    var isBlock: Bool {
        switch kind {
        case .document, .blockQuote, .list, .item, .codeBlock, .htmlBlock, .paragraph, .heading,
             .thematicBreak, .table, .tableRow, .tableCell, .footnoteDefinition:
            true
        default:
            false
        }
    }
}
