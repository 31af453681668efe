/// One token of highlighted code: a style over the UTF-8 bytes `start..<end` of the text.
struct HighlightToken: Sendable, Equatable {
    var style: TokenStyle
    var start: Int
    var end: Int
}
