/// A heading of a page with the anchor id it gets.
public struct Heading: Hashable, Sendable {
    public var level: Int
    public var text: String
    public var id: String
    public var position: SourcePosition

    /// Every heading of `document` with a unique, Cyrillic-safe id: the text
    /// lowercased, letters, digits, `-` and `_` kept, spaces turned into `-`;
    /// repeats get `-1`, `-2`, ..., skipping any id an earlier heading already has.
    /// An id the page uses for something else (`isReserved`) gets `section-` before it.
    /// Linear in the number of headings: each slug remembers the next number to
    /// try, and an id is skipped at most once per slug.
    public static func collect(in document: MarkdownNode) -> [Heading] {
        // By the slugs' and ids' bytes: `String` keys hash a normalized form, slow for Cyrillic.
        var nextRepeat = UTF8WordTable<Int>()
        var taken = UTF8WordTable<Void>()
        var headings: [Heading] = []
        document.walkBlocks { node in
            guard case let .heading(level) = node.kind else { return }
            let text = node.plainText
            let base = slug(text)
            var count = nextRepeat.value(of: base) ?? 0
            var id = unreserved(count == 0 ? base : "\(base)-\(count)")
            // A heading's own text may look like an earlier repeat (`a`, `a`, `a-1`): skip taken ids.
            while taken.contains(id) {
                count += 1
                id = unreserved("\(base)-\(count)")
            }
            taken.set((), for: id)
            nextRepeat.set(count + 1, for: base)
            headings.append(Heading(level: level, text: text, id: id, position: node.position))
        }
        return headings
    }

    /// The ids the page template gives its own elements outside the search's
    /// (`id="content"`, the skip link's target), which no heading may take.
    static let templateIDs: Set<String> = ["content"]
    /// The starts of the ids the theme and the Markdown renderer give elements:
    /// the search page's and the search dialog's (`search-query`, `search-option-3`),
    /// footnotes and their references (`fn-LABEL`, `fnref-LABEL`), code tabs (`tabs-1-2`),
    /// screen galleries and rotation demos with their toggles (`mfs-gallery-1-outlines`).
    static let rendererIDPrefixes = ["search-", "fn-", "fnref-", "tabs-", "mfs-gallery-", "mfs-rotation-"]

    /// Whether `id` is one the template or the renderer may give an element.
    static func isReserved(_ id: String) -> Bool {
        templateIDs.contains(id) || rendererIDPrefixes.contains { id.hasPrefix($0) }
    }

    /// `id`, or `section-` and `id` when `id` is reserved (`## Content` → `section-content`).
    static func unreserved(_ id: String) -> String {
        isReserved(id) ? "section-" + id : id
    }

    /// The anchor id of a heading text (`¿Por qué MFS?` → `por-qué-mfs`).
    public static func slug(_ text: String) -> String {
        var result = scalarSlug(text) ?? characterSlug(text.lowercased())
        while result.last == "-" { result.removeLast() }
        return result.isEmpty ? "section" : result
    }

    /// The slug rules over the characters of lowercased text: letters, digits,
    /// `-` and `_` kept, whitespace after something kept turned into one `-`;
    /// trailing `-` left in place.
    static func characterSlug(_ lowered: String) -> String {
        var result = ""
        for character in lowered {
            if character.isLetter || character.isNumber || character == "-" || character == "_" {
                result.append(character)
            } else if character.isWhitespace, !result.isEmpty, result.last != "-" {
                result.append("-")
            }
        }
        return result
    }

    /// `characterSlug(text.lowercased())`, scalar by scalar and without grapheme
    /// breaking, when every scalar lowercases to one scalar that `isWholeCharacter`
    /// (as the text of almost every heading does); nil otherwise.
    static func scalarSlug(_ text: String) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            guard let lowered = lowercase(scalar), isWholeCharacter(lowered) else { return nil }
            switch kind(of: lowered) {
            case .kept: bytes.append(contentsOf: String(lowered).utf8)
            case .space where !bytes.isEmpty && bytes.last != UInt8(ascii: "-"): bytes.append(UInt8(ascii: "-"))
            case .space, .dropped: break
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// What `String.lowercased()` makes of `scalar` (it maps scalar by
    /// scalar) when that is one scalar; nil when it is several. ASCII, Latin-1
    /// and the basic Cyrillic capitals without a Unicode property look-up.
    private static func lowercase(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        switch scalar.value {
        case 0x41...0x5A, 0xC0...0xD6, 0xD8...0xDE, 0x410...0x42F: return Unicode.Scalar(scalar.value + 0x20)
        case 0x400...0x40F: return Unicode.Scalar(scalar.value + 0x50)
        case 0..<0x80, 0xDF...0xFF, 0x430...0x45F: return scalar
        default:
            let mapping = scalar.properties.lowercaseMapping.unicodeScalars
            return mapping.count == 1 ? mapping.first : nil
        }
    }

    private enum ScalarKind { case kept, space, dropped }

    /// What the slug does with a scalar standing as a character by itself:
    /// keeps a letter, digit, `-` or `_`, turns whitespace into `-`, drops the
    /// rest. ASCII and the basic Cyrillic letters without a Unicode property look-up.
    private static func kind(of scalar: Unicode.Scalar) -> ScalarKind {
        switch scalar.value {
        case 0x61...0x7A, 0x41...0x5A, 0x30...0x39, 0x2D, 0x5F, 0x410...0x45F: return .kept
        case 0x09...0x0D, 0x20: return .space
        case 0..<0x80: return .dropped
        default:
            let properties = scalar.properties
            if properties.isAlphabetic || properties.numericType != nil { return .kept }
            return properties.isWhitespace ? .space : .dropped
        }
    }

    /// Whether `scalar` always stands as a character by itself, never joined
    /// to its neighbours by grapheme breaking: below U+0300 (Latin, IPA,
    /// controls; no combining marks) or a Cyrillic letter (U+0400–U+052F
    /// without the combining U+0483–U+0489).
    static func isWholeCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x300, 0x400...0x482, 0x48A...0x52F: true
        default: false
        }
    }
}
