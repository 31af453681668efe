extension MarkdownNode {
    /// The text a reader sees, markup removed (a heading's anchor, an image's alt).
    public var plainText: String {
        switch kind {
        case let .text(text), let .code(text): text
        case .softBreak, .lineBreak: " "
        default: children.map(\.plainText).joined()
        }
    }

    /// Calls `visit` on this node and every block below it, parents first,
    /// without entering inlines: for headings and code blocks.
    public func walkBlocks(_ visit: (MarkdownNode) throws -> Void) rethrows {
        try visit(self)
        for child in children where child.isBlock { try child.walkBlocks(visit) }
    }

    /// Calls `visit` on this node and every descendant, parents first.
    public func walk(_ visit: (MarkdownNode) throws -> Void) rethrows {
        try visit(self)
        for child in children { try child.walk(visit) }
    }
}
