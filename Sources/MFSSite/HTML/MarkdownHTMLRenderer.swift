/// Renders `MarkdownNode` trees to HTML as cmark-gfm does, with hooks the site
/// uses: code blocks it draws itself (screens, traces, highlighting), link
/// rewriting and checking, and heading ids.
///
/// Raw HTML passes through the GFM tag filter. Without hooks, the output equals
/// `MarkdownParser.referenceHTML` for documents without footnotes.
public struct MarkdownHTMLRenderer {
    /// HTML for a fenced or indented code block, or `nil` for the default `<pre><code>`.
    public var codeBlock: (_ info: String, _ literal: String, _ position: SourcePosition) throws -> String? = { _, _, _ in nil }
    /// The `href` a link should carry; may throw a diagnostic for a broken link.
    public var linkURL: (_ url: String, _ position: SourcePosition) throws -> String = { url, _ in url }
    /// The id of a heading, or `nil` for none.
    public var headingID: (_ heading: MarkdownNode) -> String? = { _ in nil }
    /// Whether a heading with an id links to itself (its text wrapped in
    /// `<a class="heading-anchor" href="#id">`, unless it holds a link).
    public var headingAnchors = false
    /// The accessible name of a table's scroll container, or `nil` for a bare
    /// `<table>`: with a name, the table sits in a focusable `div.table-scroll`.
    public var tableLabel: ((_ table: MarkdownNode) -> String)? = nil
    /// The accessible label of a footnote's back link, given its number.
    public var footnoteBackLabel: (_ number: Int) -> String = { "Back to reference \($0)" }

    public init() {}

    /// The HTML of `document`; rethrows the first error a hook throws.
    public func render(_ document: MarkdownNode) throws -> String {
        var context = Context()
        var output = ""
        let footnotes = document.children.filter(\.isFootnoteDefinition)
        // cmark-gfm makes a reference only of a label that has a definition.
        if !footnotes.isEmpty {
            document.walk { node in
                if case let .footnoteReference(label) = node.kind, context.footnotes[label] == nil {
                    context.footnotes[label] = context.footnotes.count + 1
                }
            }
        }
        for child in document.children where !child.isFootnoteDefinition {
            try render(child, tight: false, block: child.position, into: &output, &context)
        }
        if !footnotes.isEmpty { try renderFootnotes(footnotes, into: &output, &context) }
        return output
    }

    private struct Context {
        var footnotes: [String: Int] = [:]
    }

    private func renderChildren(_ node: MarkdownNode, tight: Bool, block: SourcePosition,
                                into output: inout String, _ context: inout Context) throws {
        for child in node.children {
            let position = child.position.line > 0 ? child.position : block
            try render(child, tight: tight, block: child.isBlock ? position : block, into: &output, &context)
        }
    }

    // swiftlint:disable:next cyclomatic_complexity function_body_length
    private func render(_ node: MarkdownNode, tight: Bool, block: SourcePosition,
                        into out: inout String, _ context: inout Context) throws {
        switch node.kind {
        case .document:
            try renderChildren(node, tight: false, block: block, into: &out, &context)
        case .blockQuote:
            out.newline(); out += "<blockquote>\n"
            try renderChildren(node, tight: false, block: block, into: &out, &context)
            out.newline(); out += "</blockquote>\n"
        case let .list(ordered, start, isTight):
            out.newline()
            out += ordered ? (start == 1 ? "<ol>\n" : "<ol start=\"\(start)\">\n") : "<ul>\n"
            try renderChildren(node, tight: isTight, block: block, into: &out, &context)
            out.newline(); out += ordered ? "</ol>\n" : "</ul>\n"
        case let .item(checked):
            out.newline(); out += "<li>"
            if let checked { out += checked ? "<input type=\"checkbox\" checked=\"\" disabled=\"\" /> " : "<input type=\"checkbox\" disabled=\"\" /> " }
            try renderChildren(node, tight: tight, block: block, into: &out, &context)
            out += "</li>\n"
        case let .codeBlock(info, literal):
            out.newline()
            if let custom = try codeBlock(info, literal, node.position) {
                out += custom
            } else {
                let language = info.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.map(String.init) ?? ""
                out += language.isEmpty ? "<pre><code>" : "<pre><code class=\"language-\(HTML.escape(language))\">"
                out += HTML.escape(literal) + "</code></pre>\n"
            }
        case let .htmlBlock(html):
            out.newline(); out += HTML.tagFiltered(html); out.newline()
        case let .rendered(html):
            out.newline(); out += html
        case .paragraph:
            if tight {
                try renderChildren(node, tight: tight, block: block, into: &out, &context)
            } else {
                out.newline(); out += "<p>"
                try renderChildren(node, tight: tight, block: block, into: &out, &context)
                out += "</p>\n"
            }
        case let .heading(level):
            out.newline()
            let id = headingID(node)
            let tag = "h" + String(level)
            out += id.map { "<" + tag + " id=\"" + HTML.escape($0) + "\">" } ?? "<" + tag + ">"
            let anchor = headingAnchors && !node.containsLink ? id : nil
            if let anchor { out += "<a class=\"heading-anchor\" href=\"" + HTML.escapeURL("#" + anchor) + "\">" }
            try renderChildren(node, tight: tight, block: block, into: &out, &context)
            out += (anchor == nil ? "" : "</a>") + "</" + tag + ">\n"
        case .thematicBreak:
            out.newline(); out += "<hr />\n"
        case .table:
            out.newline()
            let label = tableLabel?(node)
            if let label { out += "<div class=\"table-scroll\" tabindex=\"0\" role=\"group\" aria-label=\"" + HTML.escape(label) + "\">\n" }
            out += "<table>\n"
            try renderTable(node, block: block, into: &out, &context)
            out += label == nil ? "</table>\n" : "</table>\n</div>\n"
        case .tableRow, .tableCell, .footnoteDefinition:
            try renderChildren(node, tight: tight, block: block, into: &out, &context)
        case let .text(text):
            out += HTML.escape(text)
        case .softBreak:
            out += "\n"
        case .lineBreak:
            out += "<br />\n"
        case let .code(code):
            out += "<code>" + HTML.escape(code) + "</code>"
        case let .htmlInline(html):
            out += HTML.tagFiltered(html)
        case .emphasis:
            try wrap(node, "em", block: block, into: &out, &context)
        case .strong:
            try wrap(node, "strong", block: block, into: &out, &context)
        case .strikethrough:
            try wrap(node, "del", block: block, into: &out, &context)
        case let .link(url, title):
            out += "<a href=\"" + HTML.escapeURL(try linkURL(url, node.position.line > 0 ? node.position : block)) + "\""
            if !title.isEmpty { out += " title=\"" + HTML.escape(title) + "\"" }
            out += ">"
            try renderChildren(node, tight: tight, block: block, into: &out, &context)
            out += "</a>"
        case let .image(url, title):
            out += "<img src=\"" + HTML.escapeURL(url) + "\" alt=\"" + HTML.escape(node.altText) + "\""
            if !title.isEmpty { out += " title=\"" + HTML.escape(title) + "\"" }
            out += " />"
        case let .footnoteReference(label):
            let number = context.footnotes[label] ?? 0
            out += "<sup class=\"footnote-ref\"><a href=\"#fn-\(number)\" id=\"fnref-\(number)\">\(number)</a></sup>"
        }
    }

    private func wrap(_ node: MarkdownNode, _ tag: String, block: SourcePosition,
                      into out: inout String, _ context: inout Context) throws {
        out += "<" + tag + ">"
        try renderChildren(node, tight: false, block: block, into: &out, &context)
        out += "</" + tag + ">"
    }

    private func renderTable(_ table: MarkdownNode, block: SourcePosition,
                             into out: inout String, _ context: inout Context) throws {
        guard case let .table(alignments) = table.kind else { return }
        var inBody = false
        for row in table.children {
            let isHeader = if case .tableRow(true) = row.kind { true } else { false }
            if isHeader { out += "<thead>\n" } else if !inBody { out += "<tbody>\n"; inBody = true }
            out += "<tr>\n"
            for (index, cell) in row.children.enumerated() {
                let tag = isHeader ? "th" : "td"
                let alignment = index < alignments.count ? alignments[index] : .none
                out += alignment == .none ? "<" + tag + ">" : "<" + tag + " style=\"text-align: " + alignment.rawValue + "\">"
                try renderChildren(cell, tight: false, block: block, into: &out, &context)
                out += "</" + tag + ">\n"
            }
            out += "</tr>\n"
            if isHeader { out += "</thead>\n" }
        }
        if inBody { out += "</tbody>\n" }
    }

    private func renderFootnotes(_ definitions: [MarkdownNode], into out: inout String,
                                 _ context: inout Context) throws {
        out += "<section class=\"footnotes\">\n<ol>\n"
        let numbered = definitions.compactMap { node -> (Int, MarkdownNode)? in
            guard case let .footnoteDefinition(label) = node.kind, let number = context.footnotes[label] else { return nil }
            return (number, node)
        }.sorted { $0.0 < $1.0 }
        for (number, node) in numbered {
            out += "<li id=\"fn-\(number)\">\n"
            var body = ""
            try renderChildren(node, tight: false, block: node.position, into: &body, &context)
            let backLink = " <a href=\"#fnref-\(number)\" class=\"footnote-backref\" aria-label=\""
                + HTML.escape(footnoteBackLabel(number)) + "\">↩</a>"
            if body.hasSuffix("</p>\n") {
                body.removeLast(5)
                body += backLink + "</p>\n"
            } else {
                body += backLink
            }
            out += body
            out.newline(); out += "</li>\n"
        }
        out += "</ol>\n</section>\n"
    }
}
