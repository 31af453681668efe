import CCmarkGFM
import Foundation

/// Footnotes as cmark-gfm 0.29.0.gfm.6 leaves them: a reference's literal is
/// its number, but the footnote's label, a reference's index among the
/// footnote's references and a definition's reference count are outside its
/// API. They are read back from cmark-gfm's own HTML for the node, the one
/// place the library writes them.
extension MarkdownParser {
    /// From `<sup class="footnote-ref"><a href="#fn-ANCHOR" id="fnref-ANCHOR" ...>`,
    /// `id="fnref-ANCHOR-INDEX"` from the second reference on.
    static func footnoteReference(_ node: OpaquePointer) -> MarkdownNode.Kind {
        let html = CmarkDocument.html(of: node, nil)
        let anchor = attribute(html, after: "href=\"#fn-")
        let id = attribute(html, after: "id=\"fnref-")
        let index = id.count > anchor.count ? Int(id.dropFirst(anchor.count + 1)) : 1
        return .footnoteReference(anchor: String(anchor), number: Int(CmarkDocument.string(cmark_node_get_literal(node))) ?? 0,
                                  index: index ?? 1)
    }

    /// From `<li id="fn-ANCHOR">` and the last back link, which ends the
    /// footnote: `↩</a>` for one reference, `↩<sup class="footnote-ref">N</sup></a>` for N.
    static func footnoteDefinition(_ node: OpaquePointer) -> MarkdownNode.Kind {
        let html = CmarkDocument.html(of: node, nil)
        let anchor = attribute(html, after: "<li id=\"fn-")
        let lastBackLink = html[(html.range(of: "↩", options: .backwards)?.upperBound ?? html.endIndex)...]
        let count = lastBackLink.hasPrefix("<sup class=\"footnote-ref\">")
            ? Int(lastBackLink.dropFirst(26).prefix { $0 != "<" }) : 1
        return .footnoteDefinition(anchor: String(anchor), references: count ?? 1)
    }

    /// The attribute value after the first `prefix` in `html`, up to its closing `"`.
    private static func attribute(_ html: String, after prefix: String) -> Substring {
        guard let start = html.range(of: prefix)?.upperBound else { return "" }
        return html[start...].prefix { $0 != "\"" }
    }
}
