import Foundation

/// A part of a page the search index finds: the page's introduction (before
/// its first heading) or a heading and the prose under it, up to the next
/// heading. Value type.
struct SearchSection: Equatable {
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

    /// The start of `text` with its whitespace collapsed, cut at a space
    /// before `snippetLength` characters and ended with `…` when it is longer.
    var snippet: String {
        let collapsed = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard collapsed.count > Self.snippetLength else { return collapsed }
        let cut = collapsed.prefix(Self.snippetLength)
        let end = cut.lastIndex(of: " ") ?? cut.endIndex
        return cut[..<end].trimmingCharacters(in: [",", ";", ":", "—", " "]) + "…"
    }
}
