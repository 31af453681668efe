import CCmarkGFM

extension MarkdownParser {
    /// What the site refuses of the page (docs/writing.md, "Raw HTML"), first in
    /// document order: a `RawHTMLProblem` of an HTML block's or inline HTML's
    /// text, or a link, image or autolink whose URL has a scheme other than
    /// `URLScheme.allowed`. The node, the byte offset in its literal, and the message.
    static func firstRefusal(below root: OpaquePointer) -> (node: OpaquePointer, offset: Int, message: String)? {
        let iterator = cmark_iter_new(root)!
        defer { cmark_iter_free(iterator) }
        while cmark_iter_next(iterator) != CMARK_EVENT_DONE {
            let node = cmark_iter_get_node(iterator)!
            switch cmark_node_get_type(node) {
            case CMARK_NODE_HTML_BLOCK, CMARK_NODE_HTML_INLINE:
                if let finding = RawHTMLScanner.firstProblem(in: CmarkDocument.string(cmark_node_get_literal(node))) {
                    return (node, finding.offset, finding.problem.message)
                }
            case CMARK_NODE_LINK, CMARK_NODE_IMAGE:
                if cmark_iter_get_event_type(iterator) == CMARK_EVENT_ENTER,
                   let scheme = URLScheme.refused(CmarkDocument.string(cmark_node_get_url(node)).unicodeScalars) {
                    let what = cmark_node_get_type(node) == CMARK_NODE_LINK ? "link" : "image"
                    return (node, 0, "the \(what)'s URL has the scheme '\(scheme):'; " + URLScheme.allowedDescription)
                }
            default:
                break
            }
        }
        return nil
    }
}
