/// Renders `MarkdownNode` trees to HTML as cmark-gfm does, with hooks the site
/// uses: code blocks it draws itself (screens, traces, highlighting), link
/// rewriting and checking, and heading ids; and the site's own blocks of a
/// document parsed with `siteBlocks` (callouts, groups of code tabs).
///
/// Raw HTML passes through the GFM tag filter (`HTML.tagFiltered`) where it
/// enters: the text of HTML blocks and inline HTML. Everything else is the
/// renderer's own tags and escaped text, where the filter finds nothing. A
/// hook's HTML is inserted as it is: a hook escapes what it takes from the
/// page. Without hooks, the output is `MarkdownParser.referenceHTML` through
/// that filter, footnotes included.
public struct MarkdownHTMLRenderer {
    /// HTML for a fenced or indented code block, or `nil` for the default
    /// `<pre><code>`; inserted as it is (not tag-filtered).
    public var codeBlock: (_ info: String, _ literal: String, _ position: SourcePosition) throws -> String? = { _, _, _ in nil }
    /// The `href` a link should carry; may throw a diagnostic for a broken link.
    public var linkURL: (_ url: String, _ position: SourcePosition) throws -> String = { url, _ in url }
    /// The `src` an image should carry, and the attributes it gets after its
    /// `alt` and `title` (` width="640" height="480"`, escaped by the hook).
    public var image: (_ url: String) -> (src: String, attributes: String) = { ($0, "") }
    /// The id of a heading, or `nil` for none.
    public var headingID: (_ heading: MarkdownNode) -> String? = { _ in nil }
    /// Whether a heading with an id links to itself (its text wrapped in
    /// `<a class="heading-anchor" href="#id">`, unless it holds a link).
    public var headingAnchors = false
    /// The accessible name of a table's scroll container, or `nil` for a bare
    /// `<table>`: with a name, the table sits in a focusable `div.table-scroll`.
    public var tableLabel: ((_ table: MarkdownNode) -> String)? = nil
    /// The accessible label of a footnote's back links, given its number.
    public var footnoteBackLabel: (_ number: Int) -> String = { _ in "Back to content" }
    /// The title a callout without its own title shows, in the page's language.
    public var calloutTitle: (_ kind: CalloutKind) -> String = { $0.rawValue.capitalized }
    /// The accessible name of a group of code tabs.
    public var tabsLabel = "Tabs"

    public init() {}

    /// The HTML of `document`; rethrows the first error a hook throws.
    public func render(_ document: MarkdownNode) throws -> String {
        var context = Context()
        var output = ""
        for child in document.children {
            try render(child, tight: false, block: child.position, into: &output, &context)
        }
        if context.footnotes > 0 { output += "</ol>\n</section>\n" }
        return output
    }

    private struct Context {
        /// The footnote definitions written so far (they end the document).
        var footnotes = 0
        /// The tab groups written so far, which number their radio buttons.
        var tabGroups = 0
    }

    private func renderChildren(_ node: MarkdownNode, tight: Bool, block: SourcePosition,
                                into output: inout String, _ context: inout Context) throws {
        // Borrowed from a span: a node copied out of the array costs a retain per string and list it holds.
        let children = node.children.span
        for index in children.indices {
            let position = children[index].position.line > 0 ? children[index].position : block
            try render(children[index], tight: tight, block: children[index].isBlock ? position : block, into: &output, &context)
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
        case let .callout(kind, titled):
            out.newline()
            out += "<div class=\"callout callout-" + kind.rawValue + "\" role=\"note\">\n<p class=\"callout-title\">"
            var body = node
            if titled {
                try renderChildren(body.children.removeFirst(), tight: true, block: block, into: &out, &context)
            } else {
                out += HTML.escape(calloutTitle(kind))
            }
            out += "</p>\n"
            try renderChildren(body, tight: false, block: block, into: &out, &context)
            out.newline(); out += "</div>\n"
        case .tabs:
            context.tabGroups += 1
            try renderTabs(node, group: "tabs-\(context.tabGroups)", block: block, into: &out, &context)
        case let .htmlBlock(html):
            out.newline(); out += HTML.tagFiltered(html); out.newline()
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
        case .tableRow, .tableCell:
            try renderChildren(node, tight: tight, block: block, into: &out, &context)
        case let .footnoteDefinition(anchor, references):
            if context.footnotes == 0 { out += "<section class=\"footnotes\" data-footnotes>\n<ol>\n" }
            context.footnotes += 1
            try renderFootnote(node, anchor: anchor, references: references, into: &out, &context)
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
            let (src, attributes) = image(url)
            out += "<img src=\"" + HTML.escapeURL(src) + "\" alt=\"" + HTML.escape(node.altText) + "\""
            if !title.isEmpty { out += " title=\"" + HTML.escape(title) + "\"" }
            out += attributes + " />"
        case let .footnoteReference(anchor, number, index):
            out += "<sup class=\"footnote-ref\"><a href=\"#fn-" + anchor + "\" id=\"fnref-" + anchor
                + (index > 1 ? "-\(index)" : "") + "\" data-footnote-ref>\(number)</a></sup>"
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

    /// A group of tabbed code blocks: a named `fieldset` of radio buttons
    /// `group-1`, `group-2`, ... (the first checked), each with its label,
    /// then one `div.tab-panel` per block in the same order, which the style
    /// sheet shows for the checked button alone. Each panel starts with its
    /// tab's name, a `p.tab-panel-name` shown only in print, where every
    /// panel shows.
    private func renderTabs(_ node: MarkdownNode, group: String, block: SourcePosition,
                            into out: inout String, _ context: inout Context) throws {
        out.newline()
        out += "<fieldset class=\"tabs\">\n<legend>" + HTML.escape(tabsLabel) + "</legend>\n"
        for (index, tab) in node.children.enumerated() {
            guard case let .codeBlock(info, _) = tab.kind else { continue }
            let label = HTML.escape(CodeTab.label(info) ?? "")
            let id = group + "-" + String(index + 1)
            out += "<input type=\"radio\" name=\"" + group + "\" id=\"" + id + "\" value=\"" + label + "\"" + (index == 0 ? " checked" : "")
                + ">\n<label for=\"" + id + "\">" + label + "</label>\n"
        }
        for tab in node.children {
            guard case let .codeBlock(info, _) = tab.kind else { continue }
            out += "<div class=\"tab-panel\">\n<p class=\"tab-panel-name\">" + HTML.escape(CodeTab.label(info) ?? "") + "</p>\n"
            try render(tab, tight: false, block: tab.position, into: &out, &context)
            out.newline(); out += "</div>\n"
        }
        out += "</fieldset>\n"
    }

    /// A footnote as cmark-gfm writes it: its back links (one per reference)
    /// end its last paragraph, or follow its last block.
    private func renderFootnote(_ node: MarkdownNode, anchor: String, references: Int,
                                into out: inout String, _ context: inout Context) throws {
        out += "<li id=\"fn-" + anchor + "\">\n"
        let label = " aria-label=\"" + HTML.escape(footnoteBackLabel(context.footnotes)) + "\">↩"
        var backLinks = "<a href=\"#fnref-" + anchor + "\" class=\"footnote-backref\" data-footnote-backref" + label + "</a>"
        for index in stride(from: 2, through: references, by: 1) {
            backLinks += " <a href=\"#fnref-" + anchor + "-\(index)\" class=\"footnote-backref\" data-footnote-backref"
                + label + "<sup class=\"footnote-ref\">\(index)</sup></a>"
        }
        if let last = node.children.last, case .paragraph = last.kind {
            for child in node.children.dropLast() {
                try render(child, tight: false, block: child.position, into: &out, &context)
            }
            out.newline(); out += "<p>"
            try renderChildren(last, tight: false, block: last.position, into: &out, &context)
            out += " " + backLinks + "</p>\n"
        } else {
            try renderChildren(node, tight: false, block: node.position, into: &out, &context)
            out += backLinks + "\n"
        }
        out += "</li>\n"
    }
}
