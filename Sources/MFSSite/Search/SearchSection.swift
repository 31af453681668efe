/// A part of a page the search index finds: the page's introduction (before
/// its first heading) or a heading and the prose under it, up to the next
/// heading. Value type.
struct SearchSection {
    /// The heading's text; `nil` for the introduction, which the page's title names.
    var heading: String?
    /// The heading's anchor id; empty for the introduction.
    var anchor: String
    /// The prose: paragraphs, lists and quotes with inline code, and the text
    /// of raw HTML blocks (but `SearchSection.skippedElements`); never code
    /// blocks, screens, traces, tables or footnotes. Blocks are separated by a newline.
    var text: String

    /// The most characters of `snippet`, before its `…`.
    static let snippetLength = 160

    /// The start of `text` with its whitespace collapsed into single spaces,
    /// cut at a space before `snippetLength` scalars and ended with `…` when
    /// it is longer (trailing `,`, `;`, `:`, `—` dropped). Reads no further
    /// into `text` than it needs to.
    var snippet: String {
        var head: [Unicode.Scalar] = []
        var space = false
        for scalar in text.unicodeScalars {
            if scalar == " " || scalar == "\n" || scalar == "\t" || (scalar.value > 0x7F && !(0x400...0x4FF).contains(scalar.value)
                && scalar.properties.isWhitespace) {
                space = !head.isEmpty
                continue
            }
            if space { head.append(" ") }
            space = false
            head.append(scalar)
            if head.count > Self.snippetLength { break }
        }
        guard head.count > Self.snippetLength else { return String(String.UnicodeScalarView(head)) }
        var cut = head[..<Self.snippetLength]
        if let lastSpace = cut.lastIndex(of: " ") { cut = cut[..<lastSpace] }
        while let last = cut.last, [",", ";", ":", "—", " "].contains(last) { cut = cut.dropLast() }
        return String(String.UnicodeScalarView(cut)) + "…"
    }
}
