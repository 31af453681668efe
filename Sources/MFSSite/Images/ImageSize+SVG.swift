import Foundation

extension ImageSize {
    /// SVG: the root `<svg>` tag's `width` and `height` in pixels (plain
    /// numbers or `px`), the missing ones taken from its `viewBox` (with its
    /// aspect ratio when one of them is given). `nil` when `bytes` are not an
    /// SVG document (text whose first tag, after an XML declaration, comments
    /// or a doctype, is `<svg`); throws when the size is in other units
    /// (`100%`, `10em`) with no `viewBox` to fall back on.
    static func svg(_ bytes: [UInt8]) throws(Unreadable) -> ImageSize? {
        guard let text = String(validating: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...], as: UTF8.self),
              let tag = rootTag(text) else { return nil }
        let attributes = attributes(of: tag)
        let width = attributes["width"].flatMap(pixels), height = attributes["height"].flatMap(pixels)
        let box = attributes["viewBox"].map { $0.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" }).compactMap { Double($0) } }
        let viewBox = box.flatMap { $0.count == 4 && $0[2] > 0 && $0[3] > 0 ? (width: $0[2], height: $0[3]) : nil }
        let size: (Double, Double)
        switch (width, height, viewBox) {
        case let (width?, height?, _): size = (width, height)
        case let (width?, nil, box?): size = (width, width * box.height / box.width)
        case let (nil, height?, box?): size = (height * box.width / box.height, height)
        case let (nil, nil, box?): size = (box.width, box.height)
        default: throw Unreadable(reason: "its <svg> tag has neither a width and height in pixels nor a viewBox")
        }
        return ImageSize(width: Int(size.0.rounded()), height: Int(size.1.rounded()))
    }

    /// The text of the first tag of `text` when it is `<svg ...>`, after
    /// what may precede it (`<?xml ?>`, `<!-- -->`, `<!DOCTYPE>`, white space).
    private static func rootTag(_ text: String) -> Substring? {
        var rest = text[...]
        while true {
            rest = rest.drop(while: \.isWhitespace)
            if rest.hasPrefix("<?") || rest.hasPrefix("<!--") || rest.hasPrefix("<!") {
                let end = rest.hasPrefix("<!--") ? "-->" : ">"
                guard let close = rest.range(of: end) else { return nil }
                rest = rest[close.upperBound...]
                continue
            }
            guard rest.hasPrefix("<svg"), let next = rest.dropFirst(4).first, next.isWhitespace || next == ">" || next == "/",
                  let close = rest.firstIndex(of: ">") else { return nil }
            return rest[rest.index(rest.startIndex, offsetBy: 4)..<close]
        }
    }

    /// The `name="value"` (or single-quoted) attributes of a tag's text.
    private static func attributes(of tag: Substring) -> [String: String] {
        var attributes: [String: String] = [:]
        var rest = tag
        while let equals = rest.firstIndex(of: "=") {
            let name = rest[..<equals].split(whereSeparator: \.isWhitespace).last.map(String.init) ?? ""
            let value = rest[rest.index(after: equals)...].drop(while: \.isWhitespace)
            guard let quote = value.first, quote == "\"" || quote == "'",
                  let end = value.dropFirst().firstIndex(of: quote) else { break }
            if attributes[name] == nil { attributes[name] = String(value[value.index(after: value.startIndex)..<end]) }
            rest = value[value.index(after: end)...]
        }
        return attributes
    }

    /// A length in pixels: a plain number or one ending in `px`; `nil` for other units.
    private static func pixels(_ value: String) -> Double? {
        let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
        let number = trimmed.hasSuffix("px") ? trimmed.dropLast(2) : trimmed[...]
        return Double(number).flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
    }
}
