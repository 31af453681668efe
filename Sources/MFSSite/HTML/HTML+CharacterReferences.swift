extension HTML {
    /// The named character references that stand for a character a URL's
    /// scheme or a list of URLs may be made of (`&colon;`, `&Tab;`,
    /// `&comma;`, ...). Every other named reference stands for a character that
    /// ends a scheme, as its `&` does when it is left as it is; none stands
    /// for an ASCII letter or digit but `&fjlig;`.
    static let schemeReferences: [String: String] = [
        "Tab": "\t", "NewLine": "\n", "colon": ":", "plus": "+", "period": ".", "comma": ",", "semi": ";", "fjlig": "fj",
    ]

    /// An attribute's value with its numeric character references (`&#106;`,
    /// `&#x6A`, with or without `;`) decoded as HTML's tokenizer decodes them,
    /// and the named ones of `schemeReferences`; other named references kept.
    static func decodedAttributeValue(_ raw: String) -> String {
        guard raw.utf8.contains(UInt8(ascii: "&")) else { return raw }
        let scalars = Array(raw.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "&", let (decoded, end) = reference(in: scalars, at: index + 1) else {
                result.append(scalars[index])
                index += 1
                continue
            }
            result.append(contentsOf: decoded.unicodeScalars)
            index = end
        }
        return String(result)
    }

    /// The reference after an `&` at `start`, and the index after it.
    private static func reference(in scalars: [Unicode.Scalar], at start: Int) -> (String, Int)? {
        guard start < scalars.count else { return nil }
        if scalars[start] == "#" {
            var index = start + 1
            let hex = index < scalars.count && (scalars[index] == "x" || scalars[index] == "X")
            if hex { index += 1 }
            let digitsStart = index
            var value: UInt32 = 0
            while index < scalars.count, scalars[index].isASCII, let digit = UInt32(String(scalars[index]), radix: hex ? 16 : 10) {
                value = min(value * (hex ? 16 : 10) + digit, 0x110000)
                index += 1
            }
            guard index > digitsStart else { return nil }
            if index < scalars.count, scalars[index] == ";" { index += 1 }
            let scalar = value == 0 ? nil : Unicode.Scalar(value)
            return (String(scalar ?? "\u{FFFD}"), index)
        }
        var end = start
        while end < scalars.count, scalars[end].isASCII, scalars[end].properties.isAlphabetic || scalars[end].properties.numericType != nil {
            end += 1
        }
        guard end < scalars.count, scalars[end] == ";",
              let decoded = schemeReferences[String(String.UnicodeScalarView(scalars[start..<end]))] else { return nil }
        return (decoded, end + 1)
    }
}
