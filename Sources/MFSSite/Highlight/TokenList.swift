/// The tokens a lexer emits, in order. Adjacent tokens of one style are merged
/// (the HTML is the same), empty ones dropped; `Name` and `Name.Class` tokens
/// that are Cocoa names become `Name.Builtin.Pseudo`, as both of Pygments'
/// lexers do, and Objective-C's `Name`s that are C library types `Keyword.Type`.
struct TokenList {
    private(set) var tokens: [HighlightToken] = []
    let text: SourceText
    /// Whether `Name`s that are C library types (`size_t`, `uint8_t`, ...) become `Keyword.Type`.
    let mapsCTypes: Bool

    init(text: SourceText, mapsCTypes: Bool) {
        self.text = text
        self.mapsCTypes = mapsCTypes
        tokens.reserveCapacity(text.bytes.count / 3)
    }

    mutating func add(_ style: TokenStyle, _ start: Int, _ end: Int) {
        guard end > start else { return }
        var style = style
        if style == .name || style == .nameClass {
            let bytes = text.bytes.span
            if style == .name && mapsCTypes && CFamilyWords.libraryTypes.contains(start..<end, in: bytes) {
                style = .keywordType
            } else if CocoaNames.all.contains(start..<end, in: bytes) {
                style = .nameBuiltinPseudo
            }
        }
        if let last = tokens.last, last.style == style, last.end == start {
            tokens[tokens.count - 1].end = end
        } else {
            tokens.append(HighlightToken(style: style, start: start, end: end))
        }
    }
}
