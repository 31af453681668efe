import CCmarkGFM
import Foundation

/// The only door to cmark-gfm: parses GitHub-flavoured Markdown (tables,
/// strikethrough, autolinks, tag filter, task lists, footnotes; raw HTML kept)
/// into `MarkdownNode` values, through `CmarkDocument`. No C pointer leaves
/// the `MarkdownParser` and `Cmark*` files; every C object is freed before a
/// function returns. Thread-safe (see `CmarkDocument`).
public enum MarkdownParser {
    /// Parses `source`, the Markdown of the file at `path` from its line
    /// `line` on, into a document node with source positions. Columns are
    /// cmark's, in bytes: `ColumnMap` turns one into a character column when a
    /// diagnostic needs it.
    ///
    /// With `siteBlocks`, GitHub's alerts become `.callout` nodes and groups
    /// of tabbed code blocks `.tabs` nodes, and every code block's info
    /// string is checked (`MarkdownParser+SiteBlocks.swift`); without, the
    /// tree is cmark-gfm's.
    ///
    /// - Throws: a diagnostic at a table that fills in more than
    ///   `autocompletedCellLimit` cells (see `CmarkTableCapExtension.swift`),
    ///   at a line that opens more than `nestingLimit` block containers
    ///   (`checkContainerMarkers`), at the first node nested more than
    ///   `nestingLimit` levels deep, at
    ///   a line that may be a table row of more than `tableColumnLimit` columns,
    ///   or at the first thing the site refuses of raw HTML and URLs (`firstRefusal`).
    public static func parse(_ source: String, path: String, line: Int = 1, siteBlocks: Bool = false) throws(Diagnostic) -> MarkdownNode {
        try checkTableColumns(source, path: path, line: line)
        try checkContainerMarkers(source, path: path, line: line)
        return try CmarkDocument.with(source) { root, _ throws(Diagnostic) in
            let located = { (node: OpaquePointer, offset: Int, message: String) in
                let start = position(of: node, offset: offset)
                return Diagnostic(path: path, line: start.line + line - 1,
                                  column: ColumnMap(source).characterColumn(line: start.line, byteColumn: start.column), message: message)
            }
            if let table = CmarkTableCapExtension.overfilledTable(root) {
                throw located(table, 0, "the table fills in more than \(autocompletedCellLimit) cells missing from its short rows "
                                  + "(cmark-gfm's limit); write them out or split the table")
            }
            if let deep = CmarkNesting.firstNode(below: root, deeperThan: nestingLimit) {
                throw located(deep, 0, nestingMessage)
            }
            if let refusal = firstRefusal(below: root) { throw located(refusal.node, refusal.offset, refusal.message) }
            let document = convert(root)
            guard siteBlocks else { return document }
            let columns = ColumnMap(source)
            let blocks = try Self.siteBlocks(document.children) { at, message in
                Diagnostic(path: path, line: at.line + line - 1, column: columns.characterColumn(line: at.line, byteColumn: at.column), message: message)
            }
            return MarkdownNode(.document, children: blocks, position: document.position)
        }
    }

    /// cmark-gfm's own HTML for `source`, with the same extensions and options:
    /// the reference the site's renderer is tested against.
    public static func referenceHTML(_ source: String) -> String {
        CmarkDocument.with(source) { root, extensions in CmarkDocument.html(of: root, extensions) }
    }

    /// Upstream cmark-gfm's `MAX_AUTOCOMPLETED_CELLS`: the most empty cells
    /// a table may fill into its short rows (`CmarkTableCapExtension`).
    public static let autocompletedCellLimit = 0x80000

    /// The deepest a node may lie below its document (whose blocks are one
    /// level below it): a list item in a list in a block quote is three
    /// levels deep, emphasis in its paragraph five. Every walk over a
    /// `MarkdownNode` tree (rendering, plain text, alt text, search text,
    /// comparison, freeing) recurses once per level, on threads with small stacks.
    public static let nestingLimit = 100

    private static func convert(_ node: OpaquePointer) -> MarkdownNode {
        var children: [MarkdownNode] = []
        var child = cmark_node_first_child(node)
        while let current = child {
            children.append(convert(current))
            child = cmark_node_next(current)
        }
        return MarkdownNode(kind(of: node), children: children, position: position(of: node))
    }

    private static func position(of node: OpaquePointer) -> SourcePosition {
        SourcePosition(line: Int(cmark_node_get_start_line(node)), column: Int(cmark_node_get_start_column(node)))
    }

    /// Where byte `offset` of the literal of `node` is (its start for 0), or
    /// of the nearest ancestor with a position. A line after the literal's
    /// first is counted from the column of the node's block (cmark-gfm drops
    /// the block quote markers and list indents before it).
    private static func position(of node: OpaquePointer, offset: Int) -> SourcePosition {
        var positioned = node
        while cmark_node_get_start_line(positioned) == 0, let parent = cmark_node_parent(positioned) { positioned = parent }
        let start = position(of: positioned)
        guard offset > 0 else { return start }
        let before = CmarkDocument.string(cmark_node_get_literal(node)).utf8.prefix(offset)
        guard let lastBreak = before.lastIndex(of: UInt8(ascii: "\n")) else { return SourcePosition(line: start.line, column: start.column + offset) }
        var block = positioned
        while cmark_node_get_type(block).rawValue & UInt32(CMARK_NODE_TYPE_MASK) == UInt32(CMARK_NODE_TYPE_INLINE), let parent = cmark_node_parent(block) { block = parent }
        return SourcePosition(line: start.line + before.count { $0 == UInt8(ascii: "\n") },
                              column: position(of: block).column + before.distance(from: before.index(after: lastBreak), to: before.endIndex))
    }

    private static func kind(of node: OpaquePointer) -> MarkdownNode.Kind {
        let literal = { CmarkDocument.string(cmark_node_get_literal(node)) }
        let url = { CmarkDocument.string(cmark_node_get_url(node)) }
        let title = { CmarkDocument.string(cmark_node_get_title(node)) }
        switch cmark_node_get_type(node) {
        case CMARK_NODE_DOCUMENT: return .document
        case CMARK_NODE_BLOCK_QUOTE: return .blockQuote
        case CMARK_NODE_LIST:
            return .list(ordered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST,
                         start: Int(cmark_node_get_list_start(node)), tight: cmark_node_get_list_tight(node) != 0)
        case CMARK_NODE_ITEM:
            let isTask = CmarkDocument.isType(node, "tasklist")
            return .item(checked: isTask ? cmark_gfm_extensions_get_tasklist_item_checked(node) : nil)
        case CMARK_NODE_CODE_BLOCK: return .codeBlock(info: CmarkDocument.string(cmark_node_get_fence_info(node)), literal: literal())
        case CMARK_NODE_HTML_BLOCK: return .htmlBlock(literal())
        case CMARK_NODE_PARAGRAPH: return .paragraph
        case CMARK_NODE_HEADING: return .heading(level: Int(cmark_node_get_heading_level(node)))
        case CMARK_NODE_THEMATIC_BREAK: return .thematicBreak
        case CMARK_NODE_FOOTNOTE_DEFINITION: return footnoteDefinition(node)
        case CMARK_NODE_TEXT: return .text(literal())
        case CMARK_NODE_SOFTBREAK: return .softBreak
        case CMARK_NODE_LINEBREAK: return .lineBreak
        case CMARK_NODE_CODE: return .code(literal())
        case CMARK_NODE_HTML_INLINE: return .htmlInline(literal())
        case CMARK_NODE_EMPH: return .emphasis
        case CMARK_NODE_STRONG: return .strong
        case CMARK_NODE_LINK: return .link(url: url(), title: title())
        case CMARK_NODE_IMAGE: return .image(url: url(), title: title())
        case CMARK_NODE_FOOTNOTE_REFERENCE: return footnoteReference(node)
        default: return extensionKind(of: node)
        }
    }

    /// Nodes of the GFM extensions, told apart by their type string.
    private static func extensionKind(of node: OpaquePointer) -> MarkdownNode.Kind {
        if CmarkDocument.isType(node, "table") {
            let count = Int(cmark_gfm_extensions_get_table_columns(node))
            let raw = cmark_gfm_extensions_get_table_alignments(node)
            return .table(alignments: (0..<count).map { index in
                switch raw.map({ UInt8($0[index]) }) {
                case UInt8(ascii: "l"): .left
                case UInt8(ascii: "c"): .center
                case UInt8(ascii: "r"): .right
                default: .none
                }
            })
        }
        if CmarkDocument.isType(node, "table_header") { return .tableRow(isHeader: true) }
        if CmarkDocument.isType(node, "table_row") { return .tableRow(isHeader: cmark_gfm_extensions_get_table_row_is_header(node) != 0) }
        if CmarkDocument.isType(node, "table_cell") { return .tableCell }
        if CmarkDocument.isType(node, "strikethrough") { return .strikethrough }
        return .htmlInline("")
    }
}
