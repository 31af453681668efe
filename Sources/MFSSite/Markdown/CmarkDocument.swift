import CCmarkGFM
import MFS
import Synchronization
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// cmark-gfm's parser and HTML renderer with the site's options and
/// extensions (GFM's and `CmarkTableCapExtension`). Thread-safe: each call has
/// its own parser, and the inline parsing of parsers on different threads is
/// serialized.
enum CmarkDocument {
    static let extensionNames = ["table", "strikethrough", "autolink", "tagfilter", "tasklist"]
    /// No CMARK_OPT_VALIDATE_UTF8: a Swift String is valid UTF-8 already
    /// (files are validated as they are read), so cmark would find nothing to repair.
    static let options = CMARK_OPT_FOOTNOTES | CMARK_OPT_UNSAFE | CMARK_OPT_TABLE_PREFER_STYLE_ATTRIBUTES

    /// Held while a parser parses inlines (`cmark_parser_finish`). cmark-gfm
    /// keeps the extensions' special characters (strikethrough's `~`, the
    /// autolinks' `:` and `w`) in one process-wide table that every parse adds
    /// them to before its inlines and removes them from after: a parse ending
    /// on one thread would take `~` away from a parse running on another, which
    /// then leaves `~~text~~` as it is. The product's `PthreadMutex`
    /// (adaptive: a thread that finds it taken spins a little before it sleeps).
    private static let finishing = PthreadMutex<Void>(())

    /// Registers the GFM extensions once (cmark-gfm's own check is not thread-safe).
    private static let extensionsRegistered: Void = cmark_gfm_core_extensions_ensure_registered()

    /// Parses `source` and hands `body` the document's root and the parser's
    /// extensions, both freed when `body` returns.
    static func with<R, E: Error>(
        _ source: String, _ body: (OpaquePointer, UnsafeMutablePointer<cmark_llist>?) throws(E) -> R
    ) throws(E) -> R {
        _ = extensionsRegistered
        let cap = CmarkTableCapExtension.make()
        defer { CmarkTableCapExtension.free(cap) }
        let parser = cmark_parser_new(options)!
        defer { cmark_parser_free(parser) }
        // Before "table", whose block starts it guards.
        cmark_parser_attach_syntax_extension(parser, cap)
        for name in extensionNames {
            if let ext = cmark_find_syntax_extension(name) { cmark_parser_attach_syntax_extension(parser, ext) }
        }
        var utf8 = source
        utf8.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { cmark_parser_feed(parser, $0.baseAddress, $0.count) }
        }
        // The document is this call's alone, not guarded by the lock, which
        // only orders the finish against other parsers' (see `finishing`).
        nonisolated(unsafe) var finished: OpaquePointer?
        finishing.withLock { _ in finished = cmark_parser_finish(parser) }
        let root = finished!
        defer { cmark_node_free(root) }
        return try body(root, cmark_parser_get_syntax_extensions(parser))
    }

    /// cmark-gfm's HTML for `node` and its subtree, with `options` and `extensions`.
    static func html(of node: OpaquePointer, _ extensions: UnsafeMutablePointer<cmark_llist>?) -> String {
        guard let html = cmark_render_html(node, options, extensions) else { return "" }
        defer { free(html) }
        return String(cString: html)
    }

    /// Whether the type string of `node` is `name`, compared without making a String of it.
    static func isType(_ node: OpaquePointer, _ name: StaticString) -> Bool {
        guard let type = cmark_node_get_type_string(node) else { return false }
        return strcmp(type, UnsafeRawPointer(name.utf8Start).assumingMemoryBound(to: CChar.self)) == 0
    }

    /// The C string at `pointer` (UTF-8, as cmark-gfm writes), empty for none.
    static func string(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }
}
