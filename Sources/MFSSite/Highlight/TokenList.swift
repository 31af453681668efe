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

    /// Whether a name starting with `first`, `second` may be a Cocoa name or a
    /// C library type: most names are not, and skip the look-up.
    private static func mayBeMapped(_ first: UInt8, _ second: UInt8) -> Bool {
        mappedPairs[Int(first) << 8 | Int(second)]
    }

    /// The first two bytes of every Cocoa name and C library type.
    private static let mappedPairs: [Bool] = {
        var pairs = [Bool](repeating: false, count: 1 << 16)
        for name in CocoaNames.all.union(CFamilyWords.libraryTypes) {
            let bytes = Array(name.utf8)
            pairs[Int(bytes[0]) << 8 | Int(bytes.count > 1 ? bytes[1] : 0)] = true
        }
        return pairs
    }()

    mutating func add(_ style: TokenStyle, _ start: Int, _ end: Int) {
        guard end > start else { return }
        var style = style
        if (style == .name || style == .nameClass) && Self.mayBeMapped(text[start], end - start > 1 ? text[start + 1] : 0) {
            let value = text.string(start, end)
            if style == .name && mapsCTypes && CFamilyWords.libraryTypes.contains(value) {
                style = .keywordType
            } else if CocoaNames.all.contains(value) {
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
