/// A node of a parsed Markdown document: plain Swift values copied out of the
/// cmark-gfm tree, which is freed before the parser returns.
public struct MarkdownNode: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        // Blocks
        case document
        case blockQuote
        case list(ordered: Bool, start: Int, tight: Bool)
        /// A list item; `checked` is set for a task-list item.
        case item(checked: Bool?)
        case codeBlock(info: String, literal: String)
        case htmlBlock(String)
        case paragraph
        case heading(level: Int)
        case thematicBreak
        case table(alignments: [TableAlignment])
        case tableRow(isHeader: Bool)
        case tableCell
        /// A footnote's body, which cmark-gfm moves to the end of the document
        /// in the order of first reference (unreferenced ones are dropped).
        /// `anchor` is its label as cmark-gfm writes it into ids (URL-escaped,
        /// then HTML-escaped); `references` how many references it has.
        case footnoteDefinition(anchor: String, references: Int)
        /// A GitHub alert: a top-level block quote whose first line is
        /// `[!NOTE]`, `[!TIP]`, ... (that line dropped from its children).
        /// When `titled`, the text after the marker on its line is the title:
        /// the first child, a `.paragraph` of its inlines.
        case callout(CalloutKind, titled: Bool)
        /// Consecutive top-level fenced code blocks with a `tab=LABEL` in
        /// their info strings (`CodeTab`), its children.
        case tabs
        // Inlines
        case text(String)
        case softBreak
        case lineBreak
        case code(String)
        case htmlInline(String)
        case emphasis
        case strong
        case strikethrough
        case link(url: String, title: String)
        case image(url: String, title: String)
        /// A reference to the footnote numbered `number` (in order of first
        /// reference), its `index`-th (1, 2, ...); `anchor` is the footnote's.
        /// A reference without a definition stays text (`[^x]`).
        case footnoteReference(anchor: String, number: Int, index: Int)
    }

    public var kind: Kind
    public var children: [MarkdownNode]
    /// Where the node starts in the Markdown body (front matter excluded);
    /// the column counts bytes, as cmark does.
    public var position: SourcePosition

    public init(_ kind: Kind, children: [MarkdownNode] = [], position: SourcePosition) {
        self.kind = kind
        self.children = children
        self.position = position
    }
}
