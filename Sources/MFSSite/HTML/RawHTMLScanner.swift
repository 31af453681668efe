/// Reads raw HTML as HTML's tokenizer does (WHATWG HTML, "Tokenization"),
/// after the GFM tag filter (`HTML.tagFiltered`), to find the first
/// `RawHTMLProblem`: the tags, comments, bogus comments (`<!DOCTYPE>`,
/// `<?x>`, `<![CDATA[...]>`) and attributes (names lowercased, values with
/// their character references decoded) a browser finds. It starts and must
/// end outside tags and comments, so that HTML pieces read one by one are
/// read as the page reads them; the one element that would change how its
/// content is read (the filter disables the others), `<noscript>`, is refused.
struct RawHTMLScanner {
    /// A problem and the byte offset in the HTML where it starts.
    struct Finding: Hashable {
        var offset: Int
        var problem: RawHTMLProblem
    }

    /// Attributes whose value is one URL.
    static let urlAttributes: Set<String> = [
        "href", "src", "action", "formaction", "xlink:href", "poster", "cite", "background", "longdesc", "data",
        "codebase", "classid", "manifest", "lowsrc", "dynsrc", "profile", "icon", "usemap",
        // SVG's animations set other attributes (`attributeName="href"`) to these.
        "to", "from", "by",
    ]
    /// Attributes whose value is a list of URLs (with descriptors), each item
    /// of which, between commas, semicolons and spaces, is checked.
    static let urlListAttributes: Set<String> = ["srcset", "imagesrcset", "ping", "archive", "values"]

    private enum State {
        case data, tagOpen, endTagOpen, tagName, beforeAttributeName, attributeName, afterAttributeName,
             beforeAttributeValue, doubleQuotedValue, singleQuotedValue, unquotedValue, afterQuotedValue,
             selfClosingStartTag, bogusComment, commentStart, commentStartDash, comment, commentEndDash, commentEnd,
             commentEndBang
    }

    private var state = State.data
    private var tagStart = 0
    private var isEndTag = false
    private var tagName: [UInt8] = []
    private var attributeStart = 0
    private var attributeName: [UInt8] = []
    private var attributeValue: [UInt8] = []
    private var hasAttribute = false

    /// The first problem of `html`, or `nil`.
    static func firstProblem(in html: String) -> Finding? {
        var html = html
        return html.withUTF8 { bytes in
            var scanner = RawHTMLScanner()
            return scanner.scan(bytes)
        }
    }

    // swiftlint:disable:next cyclomatic_complexity function_body_length
    private mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Finding? {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let space = byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D || byte == 0x20
            var next = index + 1
            switch state {
            case .data:
                if byte == UInt8(ascii: "<"), !HTML.opensFilteredTag(bytes, at: index) {
                    state = .tagOpen
                    tagStart = index
                }
            case .tagOpen:
                if byte == UInt8(ascii: "!") {
                    let opensComment = index + 2 < bytes.count && bytes[index + 1] == UInt8(ascii: "-") && bytes[index + 2] == UInt8(ascii: "-")
                    state = opensComment ? .commentStart : .bogusComment
                    if opensComment { next = index + 3 }
                } else if byte == UInt8(ascii: "/") {
                    state = .endTagOpen
                } else if Self.isLetter(byte) {
                    startTag(end: false)
                    next = index
                } else {
                    state = byte == UInt8(ascii: "?") ? .bogusComment : .data
                    if state == .data { next = index }
                }
            case .endTagOpen:
                if Self.isLetter(byte) {
                    startTag(end: true)
                    next = index
                } else {
                    state = byte == UInt8(ascii: ">") ? .data : .bogusComment
                }
            case .tagName:
                if space || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">") {
                    if !isEndTag, tagName == Array("noscript".utf8) { return Finding(offset: tagStart, problem: .noscript) }
                    state = space ? .beforeAttributeName : byte == UInt8(ascii: "/") ? .selfClosingStartTag : .data
                } else {
                    tagName.append(Self.lowercased(byte))
                }
            case .beforeAttributeName:
                if space { break }
                if byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">") {
                    state = .afterAttributeName
                    next = index
                } else {
                    if let finding = startAttribute(at: index) { return finding }
                    if byte == UInt8(ascii: "=") { attributeName.append(byte) } else { next = index }
                    state = .attributeName
                }
            case .attributeName:
                if space || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">") {
                    state = .afterAttributeName
                    next = index
                } else if byte == UInt8(ascii: "=") {
                    state = .beforeAttributeValue
                } else {
                    attributeName.append(Self.lowercased(byte))
                }
            case .afterAttributeName:
                if space { break }
                if byte == UInt8(ascii: "/") {
                    state = .selfClosingStartTag
                } else if byte == UInt8(ascii: "=") {
                    state = .beforeAttributeValue
                } else if byte == UInt8(ascii: ">") {
                    if let finding = endTag() { return finding }
                } else {
                    if let finding = startAttribute(at: index) { return finding }
                    state = .attributeName
                    next = index
                }
            case .beforeAttributeValue:
                if space { break }
                switch byte {
                case UInt8(ascii: "\""): state = .doubleQuotedValue
                case UInt8(ascii: "'"): state = .singleQuotedValue
                case UInt8(ascii: ">"): if let finding = endTag() { return finding }
                default:
                    state = .unquotedValue
                    next = index
                }
            case .doubleQuotedValue, .singleQuotedValue:
                if byte == UInt8(ascii: state == .doubleQuotedValue ? "\"" : "'") {
                    state = .afterQuotedValue
                } else {
                    attributeValue.append(byte)
                }
            case .unquotedValue:
                if space {
                    state = .beforeAttributeName
                } else if byte == UInt8(ascii: ">") {
                    if let finding = endTag() { return finding }
                } else {
                    attributeValue.append(byte)
                }
            case .afterQuotedValue:
                if space {
                    state = .beforeAttributeName
                } else if byte == UInt8(ascii: "/") {
                    state = .selfClosingStartTag
                } else if byte == UInt8(ascii: ">") {
                    if let finding = endTag() { return finding }
                } else {
                    state = .beforeAttributeName
                    next = index
                }
            case .selfClosingStartTag:
                if byte == UInt8(ascii: ">") {
                    if let finding = endTag() { return finding }
                } else {
                    state = .beforeAttributeName
                    next = index
                }
            case .bogusComment:
                if byte == UInt8(ascii: ">") { state = .data }
            case .commentStart, .commentStartDash:
                if byte == UInt8(ascii: "-") {
                    state = state == .commentStart ? .commentStartDash : .commentEnd
                } else if byte == UInt8(ascii: ">") {
                    state = .data
                } else {
                    state = .comment
                    next = index
                }
            case .comment:
                if byte == UInt8(ascii: "-") { state = .commentEndDash }
            case .commentEndDash:
                state = byte == UInt8(ascii: "-") ? .commentEnd : .comment
            case .commentEnd:
                switch byte {
                case UInt8(ascii: ">"): state = .data
                case UInt8(ascii: "!"): state = .commentEndBang
                case UInt8(ascii: "-"): break
                default: state = .comment
                }
            case .commentEndBang:
                switch byte {
                case UInt8(ascii: "-"): state = .commentEndDash
                case UInt8(ascii: ">"): state = .data
                default: state = .comment
                }
            }
            index = next
        }
        switch state {
        case .data, .tagOpen, .endTagOpen: return nil
        case .bogusComment, .commentStart, .commentStartDash, .comment, .commentEndDash, .commentEnd, .commentEndBang:
            return Finding(offset: tagStart, problem: .unclosedComment)
        default:
            return Finding(offset: tagStart, problem: .unclosedTag)
        }
    }

    private mutating func startTag(end: Bool) {
        state = .tagName
        isEndTag = end
        tagName.removeAll(keepingCapacity: true)
        hasAttribute = false
    }

    /// Checks the attribute before the one starting at `offset`, then starts that one.
    private mutating func startAttribute(at offset: Int) -> Finding? {
        if let finding = checkAttribute() { return finding }
        hasAttribute = true
        attributeStart = offset
        attributeName.removeAll(keepingCapacity: true)
        attributeValue.removeAll(keepingCapacity: true)
        return nil
    }

    /// Checks the tag's last attribute, back in the data state.
    private mutating func endTag() -> Finding? {
        state = .data
        defer { hasAttribute = false }
        return checkAttribute()
    }

    private func checkAttribute() -> Finding? {
        guard hasAttribute else { return nil }
        let name = String(decoding: attributeName, as: UTF8.self)
        if name.hasPrefix("on") { return Finding(offset: attributeStart, problem: .eventHandler(name)) }
        let isList = Self.urlListAttributes.contains(name)
        guard isList || name == "attributename" || Self.urlAttributes.contains(name) else { return nil }
        let value = HTML.decodedAttributeValue(String(decoding: attributeValue, as: UTF8.self))
        // An SVG animation that would set a handler (`<set attributeName="onclick" to="...">`).
        if name == "attributename" {
            let animated = value.lowercased()
            return animated.hasPrefix("on") ? Finding(offset: attributeStart, problem: .eventHandler(animated)) : nil
        }
        let urls = isList ? value.unicodeScalars.split { ",; \t\n\u{0C}\r".unicodeScalars.contains($0) }.map(Array.init)
            : [Array(value.unicodeScalars)]
        for url in urls {
            if let scheme = URLScheme.refused(url) { return Finding(offset: attributeStart, problem: .url(attribute: name, scheme: scheme)) }
        }
        return nil
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }
}
