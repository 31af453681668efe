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
        var head: [UInt8] = []
        head.reserveCapacity(Self.snippetLength * 2)
        var scalars = 0, space = false
        // Where the head is cut when it is too long: after its `snippetLength`-th
        // scalar, or at the last space before that.
        var cut = 0, lastSpace = -1
        let utf8 = text.utf8.span
        var index = 0
        while index < utf8.count {
            let lead = utf8[index]
            let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
            defer { index += length }
            if lead == 0x20 || lead == 0x0A || lead == 0x09 || (length > 1 && Self.isWhitespace(utf8, at: index, length: length)) {
                space = scalars > 0
                continue
            }
            if space {
                if scalars < Self.snippetLength { lastSpace = head.count }
                head.append(0x20)
                scalars += 1
                if scalars == Self.snippetLength { cut = head.count }
            }
            space = false
            for offset in index..<index + length { head.append(utf8[offset]) }
            scalars += 1
            if scalars == Self.snippetLength { cut = head.count }
            if scalars > Self.snippetLength { break }
        }
        guard scalars > Self.snippetLength else { return String(decoding: head, as: UTF8.self) }
        if lastSpace >= 0 { cut = lastSpace }
        var end = cut
        while end > 0 {
            if [0x2C, 0x3B, 0x3A, 0x20].contains(head[end - 1]) {
                end -= 1
            } else if end >= 3 && head[end - 3] == 0xE2 && head[end - 2] == 0x80 && head[end - 1] == 0x94 {
                end -= 3 // —
            } else {
                break
            }
        }
        return String(decoding: head[..<end], as: UTF8.self) + "…"
    }

    /// Whether the scalar of `length` (2 to 4) bytes at `index` of `utf8` is
    /// whitespace; Cyrillic letters (U+0400 to U+04FF, the prose's commonest) never are.
    private static func isWhitespace(_ utf8: Span<UInt8>, at index: Int, length: Int) -> Bool {
        if length == 2 && (utf8[index] == 0xD0 || utf8[index] == 0xD1 || utf8[index] == 0xD2 || utf8[index] == 0xD3) { return false }
        var value = UInt32(utf8[index]) & (0x7F >> length)
        for offset in 1..<length { value = value << 6 | UInt32(utf8[index + offset] & 0x3F) }
        return Unicode.Scalar(value)!.properties.isWhitespace
    }
}
