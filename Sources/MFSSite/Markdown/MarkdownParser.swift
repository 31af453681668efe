import CCmarkGFM
import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// The only door to cmark-gfm: parses GitHub-flavoured Markdown (tables,
/// strikethrough, autolinks, tag filter, task lists, footnotes; raw HTML kept)
/// into `MarkdownNode` values. No C pointer leaves the `MarkdownParser` files;
/// every C object is freed before a function returns. Thread-safe: each call
/// has its own parser, and the inline parsing of parsers on different threads
/// is serialized.
public enum MarkdownParser {
    static let extensionNames = ["table", "strikethrough", "autolink", "tagfilter", "tasklist"]
    /// No CMARK_OPT_VALIDATE_UTF8: a Swift String is valid UTF-8 already
    /// (files are validated as they are read), so cmark would find nothing to repair.
    static let options = CMARK_OPT_FOOTNOTES | CMARK_OPT_UNSAFE | CMARK_OPT_TABLE_PREFER_STYLE_ATTRIBUTES

    /// Parses `source`, the Markdown of the file at `path` from its line
    /// `line` on, into a document node with source positions. Columns are
    /// cmark's, in bytes: `ColumnMap` turns one into a character column when a
    /// diagnostic needs it.
    ///
    /// With `renderingPlainBlocks`, a top-level block that holds nothing the
    /// site's renderer hooks change (no heading, link, code block or footnote
    /// definition) comes as one `.rendered` node: cmark-gfm's own HTML for it,
    /// the HTML `MarkdownHTMLRenderer` would write for its subtree. The site
    /// parses pages so: most prose skips the Swift tree and renderer.
    ///
    /// With `siteBlocks`, GitHub's alerts become `.callout` nodes and groups
    /// of tabbed code blocks `.tabs` nodes (`MarkdownParser+SiteBlocks.swift`);
    /// without, the tree is cmark-gfm's.
    ///
    /// - Throws: a diagnostic at a table that fills in more than
    ///   `autocompletedCellLimit` cells (see `MarkdownParser+TableCap.swift`).
    public static func parse(_ source: String, path: String, line: Int = 1,
                             renderingPlainBlocks: Bool = false, siteBlocks: Bool = false) throws(Diagnostic) -> MarkdownNode {
        try withDocument(source) { root, extensions throws(Diagnostic) in
            if let table = overfilledTable(root) {
                let start = position(of: table)
                throw Diagnostic(path: path, line: start.line + line - 1,
                                 column: ColumnMap(source).characterColumn(line: start.line, byteColumn: start.column),
                                 message: "the table fills in more than \(autocompletedCellLimit) cells missing from its short rows "
                                     + "(cmark-gfm's limit); write them out or split the table")
            }
            guard renderingPlainBlocks else {
                let document = convert(root)
                return siteBlocks ? MarkdownNode(.document, children: Self.siteBlocks(document.children), position: document.position) : document
            }
            var children: [MarkdownNode] = []
            var child = cmark_node_first_child(root)
            while let block = child {
                // A block quote may be a callout, which the renderer draws.
                let plain = isPlain(block) && !(siteBlocks && cmark_node_get_type(block) == CMARK_NODE_BLOCK_QUOTE)
                children.append(plain ? rendered(block, extensions) : convert(block))
                child = cmark_node_next(block)
            }
            return MarkdownNode(.document, children: siteBlocks ? Self.siteBlocks(children) : children, position: position(of: root))
        }
    }

    /// cmark-gfm's own HTML for `source`, with the same extensions and options:
    /// the reference the site's renderer is tested against.
    public static func referenceHTML(_ source: String) -> String {
        withDocument(source) { root, extensions in html(of: root, extensions) }
    }

    /// Held while a parser parses inlines (`cmark_parser_finish`). cmark-gfm
    /// keeps the extensions' special characters (strikethrough's `~`, the
    /// autolinks' `:` and `w`) in one process-wide table that every parse adds
    /// them to before its inlines and removes them from after: a parse ending
    /// on one thread would take `~` away from a parse running on another, which
    /// then leaves `~~text~~` as it is. Synchronization's `Mutex`: with
    /// `NSLock` (a pthread mutex) in its place, a 1,000-page build took about
    /// 10% longer, measured side by side.
    private static let finishing = Mutex<Void>(())

    /// Registers the GFM extensions once (cmark-gfm's own check is not thread-safe).
    private static let extensionsRegistered: Void = cmark_gfm_core_extensions_ensure_registered()

    private static func withDocument<R, E: Error>(
        _ source: String, _ body: (OpaquePointer, UnsafeMutablePointer<cmark_llist>?) throws(E) -> R
    ) throws(E) -> R {
        _ = extensionsRegistered
        let parser = cmark_parser_new(options)!
        defer { cmark_parser_free(parser) }
        // Before "table", whose block starts it guards.
        cmark_parser_attach_syntax_extension(parser, tableCap)
        for name in extensionNames {
            if let ext = cmark_find_syntax_extension(name) { cmark_parser_attach_syntax_extension(parser, ext) }
        }
        var utf8 = source
        utf8.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { cmark_parser_feed(parser, $0.baseAddress, $0.count) }
        }
        nonisolated(unsafe) var finished: OpaquePointer?
        finishing.withLock { _ in finished = cmark_parser_finish(parser) }
        let root = finished!
        defer { cmark_node_free(root) }
        return try body(root, cmark_parser_get_syntax_extensions(parser))
    }

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

    /// Whether no node of `block`'s subtree is one a renderer hook draws or
    /// numbers: a heading, link, code block or footnote definition, or a table
    /// (wrapped in a scroll container). (cmark-gfm writes a footnote reference
    /// as the renderer does.)
    private static func isPlain(_ block: OpaquePointer) -> Bool {
        let iterator = cmark_iter_new(block)
        defer { cmark_iter_free(iterator) }
        while cmark_iter_next(iterator) != CMARK_EVENT_DONE {
            guard let node = cmark_iter_get_node(iterator), !isType(node, "table") else { return false }
            switch cmark_node_get_type(node) {
            case CMARK_NODE_HEADING, CMARK_NODE_LINK, CMARK_NODE_CODE_BLOCK, CMARK_NODE_FOOTNOTE_DEFINITION:
                return false
            default:
                continue
            }
        }
        return true
    }

    /// `block` as cmark-gfm renders it, with the parser's `extensions`.
    private static func rendered(_ block: OpaquePointer, _ extensions: UnsafeMutablePointer<cmark_llist>?) -> MarkdownNode {
        MarkdownNode(.rendered(html(of: block, extensions)), position: position(of: block))
    }

    /// cmark-gfm's HTML for `node` and its subtree, with `options` and `extensions`.
    static func html(of node: OpaquePointer, _ extensions: UnsafeMutablePointer<cmark_llist>?) -> String {
        guard let html = cmark_render_html(node, options, extensions) else { return "" }
        defer { free(html) }
        return String(cString: html)
    }

    private static func kind(of node: OpaquePointer) -> MarkdownNode.Kind {
        let literal = { string(cmark_node_get_literal(node)) }
        switch cmark_node_get_type(node) {
        case CMARK_NODE_DOCUMENT: return .document
        case CMARK_NODE_BLOCK_QUOTE: return .blockQuote
        case CMARK_NODE_LIST:
            return .list(ordered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST,
                         start: Int(cmark_node_get_list_start(node)), tight: cmark_node_get_list_tight(node) != 0)
        case CMARK_NODE_ITEM:
            let isTask = isType(node, "tasklist")
            return .item(checked: isTask ? cmark_gfm_extensions_get_tasklist_item_checked(node) : nil)
        case CMARK_NODE_CODE_BLOCK: return .codeBlock(info: string(cmark_node_get_fence_info(node)), literal: literal())
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
        case CMARK_NODE_LINK: return .link(url: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)))
        case CMARK_NODE_IMAGE: return .image(url: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)))
        case CMARK_NODE_FOOTNOTE_REFERENCE: return footnoteReference(node)
        default: return extensionKind(of: node)
        }
    }

    /// Nodes of the GFM extensions, told apart by their type string.
    private static func extensionKind(of node: OpaquePointer) -> MarkdownNode.Kind {
        if isType(node, "table") {
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
        if isType(node, "table_header") { return .tableRow(isHeader: true) }
        if isType(node, "table_row") { return .tableRow(isHeader: cmark_gfm_extensions_get_table_row_is_header(node) != 0) }
        if isType(node, "table_cell") { return .tableCell }
        if isType(node, "strikethrough") { return .strikethrough }
        return .htmlInline("")
    }

    /// Whether the type string of `node` is `name`, compared without making a String of it.
    static func isType(_ node: OpaquePointer, _ name: StaticString) -> Bool {
        guard let type = cmark_node_get_type_string(node) else { return false }
        return strcmp(type, UnsafeRawPointer(name.utf8Start).assumingMemoryBound(to: CChar.self)) == 0
    }

    static func string(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }
}
