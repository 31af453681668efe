/// The strict check of a colour `site.yaml` gives: the syntaxes of CSS
/// Color 4 written out, nothing that could end the declaration it is put in.
enum CSSColor {
    /// The colour functions accepted.
    static let functions = ["rgb", "rgba", "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch"]

    /// Why `text` is not a CSS colour mfs accepts, or `nil` when it is one:
    /// `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, or one of `functions` with
    /// three components (numbers, percentages, angles or `none`) separated
    /// by spaces, and an optional alpha after `/`; or the legacy
    /// comma-separated `rgb()`/`hsl()` with three or four components.
    static func problem(_ text: String) -> String? {
        let expected = "expected #rgb, #rrggbb (or with alpha), or rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch() "
            + "with three components, such as #5b3fb0 or oklch(50% 0.2 290)"
        if text.hasPrefix("#") {
            let digits = text.dropFirst()
            return [3, 4, 6, 8].contains(digits.count) && digits.allSatisfy(\.isHexDigit) ? nil : expected
        }
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")"),
              functions.contains(String(text[..<open]).lowercased()) else { return expected }
        let inside = text[text.index(after: open)..<text.index(before: text.endIndex)]
        let components: [Substring]
        var alpha: Substring?
        if inside.contains(",") {
            guard !inside.contains("/"), ["rgb", "rgba", "hsl", "hsla"].contains(String(text[..<open]).lowercased()) else { return expected }
            components = inside.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingSpaces }
            guard components.count == 3 || components.count == 4 else { return expected }
        } else {
            let halves = inside.split(separator: "/", omittingEmptySubsequences: false)
            guard halves.count <= 2 else { return expected }
            components = halves[0].split(separator: " ")
            guard components.count == 3 else { return expected }
            if halves.count == 2 { alpha = halves[1].trimmingSpaces }
        }
        return (components + (alpha.map { [$0] } ?? [])).allSatisfy(isComponent) ? nil : expected
    }

    /// A number (`0.5`, `-1`, `.5e2`) with an optional unit (`%`, `deg`, `grad`, `rad`, `turn`), or `none`.
    private static func isComponent(_ text: Substring) -> Bool {
        if text == "none" { return true }
        var number = text
        for unit in ["%", "deg", "grad", "rad", "turn"] where number.hasSuffix(unit) {
            number = number.dropLast(unit.count)
            break
        }
        return number.allSatisfy { $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) } && Double(number) != nil
    }
}

private extension Substring {
    /// The text without leading and trailing spaces.
    var trimmingSpaces: Substring {
        guard let first = firstIndex(where: { $0 != " " }), let last = lastIndex(where: { $0 != " " }) else { return "" }
        return self[first...last]
    }
}
