import CCmarkGFM

/// Upstream cmark-gfm's guard against tables that square their input, as a
/// cmark-gfm syntax extension: a row shorter than the header is filled in
/// with empty cells, so a 24 KB table of one 3,000-column header and 3,000
/// one-cell rows makes nine million cells. Upstream's table extension
/// (extensions/table.c, `MAX_AUTOCOMPLETED_CELLS`) takes no more rows once a
/// table has filled in more than 0x80000 cells; Debian's 0.29.0.gfm.6
/// predates that. The same check runs here as a block start hook attached
/// before the table extension, and the parse reports it. Counts live in the
/// nodes' user data, as integers in pointers.
enum CmarkTableCapExtension {
    /// A new extension, for one parser; free it with `free(_:)` after the
    /// parser and its document. Its hook, on each line a table may take as a
    /// row, adds the cells the table filled into its last row to the table's
    /// count (kept in the table's user data; a counted row's user data is
    /// set). Past `MarkdownParser.autocompletedCellLimit`, it ends the table
    /// where upstream does, with the line starting a paragraph, and records
    /// the table in the document's user data for `overfilledTable`.
    static func make() -> OpaquePointer {
        let cap = cmark_syntax_extension_new("mfs-table-cap")!
        cmark_syntax_extension_set_open_block_func(cap) { _, _, parser, container, _, _ in
            guard let parser, let table = container, CmarkDocument.isType(table, "table"),
                  cmark_parser_is_blank(parser) == 0 else { return nil }
            var filled = Int(bitPattern: cmark_node_get_user_data(table))
            if let row = cmark_node_last_child(table), cmark_node_get_user_data(row) == nil {
                var cell = cmark_node_last_child(row)
                while let current = cell, cmark_node_get_start_column(current) == 0 {
                    filled += 1
                    cell = cmark_node_previous(current)
                }
                cmark_node_set_user_data(row, UnsafeMutableRawPointer(bitPattern: 1))
                cmark_node_set_user_data(table, UnsafeMutableRawPointer(bitPattern: filled))
            }
            guard filled > MarkdownParser.autocompletedCellLimit else { return nil }
            var root = table
            while let parent = cmark_node_parent(root) { root = parent }
            if cmark_node_get_user_data(root) == nil { cmark_node_set_user_data(root, UnsafeMutableRawPointer(table)) }
            return cmark_parser_add_child(parser, table, CMARK_NODE_PARAGRAPH, cmark_parser_get_first_nonspace(parser) + 1)
        }
        return cap
    }

    static func free(_ cap: OpaquePointer) {
        cmark_syntax_extension_free(cmark_get_default_mem_allocator(), cap)
    }

    /// The first table of `root`'s document that went past the limit, if any.
    static func overfilledTable(_ root: OpaquePointer) -> OpaquePointer? {
        cmark_node_get_user_data(root).map(OpaquePointer.init)
    }
}
