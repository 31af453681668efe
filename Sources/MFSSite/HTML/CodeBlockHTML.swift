/// The `<pre>` of a code block whose info string asks for a title, line
/// numbers or highlighted lines (`CodeInfo.isFramed`).
///
/// Each line of the code becomes a `span.line` (a `mark.line` when it is
/// highlighted) holding its line feed, so the text of the `<pre>` is the code
/// as written: the copy button (`assets/copy.js`) and a selection take no line
/// numbers, which the style sheet draws from a CSS counter in `::before`. The
/// title is a `figcaption` of a `figure` around the `<pre>`.
enum CodeBlockHTML {
    /// `lines`, the block's HTML with every tag closed at each line end (as
    /// `HighlightHTML` writes it, or escaped text), framed by `info`;
    /// `preAttributes` are those of the `<pre>` (` class="highlight" tabindex="0"`).
    /// Returns the message for a highlighted line past the block's end.
    static func html(_ lines: String, info: CodeInfo, preAttributes: String) -> Result<String, ContentFailure> {
        var rows = lines.split(separator: "\n", omittingEmptySubsequences: false)
        if rows.last?.isEmpty == true { rows.removeLast() }
        if let past = info.highlighted.first(where: { $0.upperBound > rows.count }) {
            return .failure(ContentFailure("hl=\(past.lowerBound == past.upperBound ? "\(past.lowerBound)" : "\(past.lowerBound)-\(past.upperBound)")"
                + " is past the last line of the block (\(rows.count))"))
        }
        let classes = (info.language.isEmpty ? "" : "language-" + HTML.escape(info.language) + " ") + (info.lineNumbers ? "lines numbered" : "lines")
        var html = "<pre" + preAttributes + "><code class=\"" + classes + "\">"
        for (index, row) in rows.enumerated() {
            let tag = info.highlighted.contains { $0.contains(index + 1) } ? "mark" : "span"
            html += "<" + tag + " class=\"line\">" + row + "\n</" + tag + ">"
        }
        html += "</code></pre>\n"
        guard let title = info.title else { return .success(html) }
        return .success("<figure class=\"code-figure\">\n<figcaption>" + HTML.escape(title) + "</figcaption>\n" + html + "</figure>\n")
    }
}
