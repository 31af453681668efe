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
    /// The text of its code blocks (not the screens' and traces' `mfs` blocks),
    /// where readers' API names are: `heightForRowAtIndexPath`, `os_unfair_lock`.
    var code = ""
}
