/// The colours `site.yaml`'s `colors` sets for the light and the dark mode,
/// by the name of the theme's CSS variable (`accent` is `--accent`), each
/// name set in both modes. Immutable.
public struct SiteColors: Hashable, Sendable {
    /// The light and dark value of each variable, by name, sorted by name.
    public var pairs: [(name: String, light: String, dark: String)]

    /// The theme's colour variables a site may set.
    static let names = ["accent", "accent-soft", "background", "border", "header", "muted", "surface", "surface-strong", "text"]

    /// The CSS that sets them over the theme's on screens (print keeps the
    /// theme's black on white): one `light-dark()` value per variable, so
    /// that the mode the page is in (the reader's system or their choice)
    /// picks one.
    var css: String {
        "@media screen { :root { " + pairs.map { "--\($0.name): light-dark(\($0.light), \($0.dark));" }.joined(separator: " ") + " } }"
    }

    public static func == (lhs: SiteColors, rhs: SiteColors) -> Bool {
        lhs.pairs.elementsEqual(rhs.pairs) { $0 == $1 }
    }

    public func hash(into hasher: inout Hasher) {
        for pair in pairs { hasher.combine(pair.name); hasher.combine(pair.light); hasher.combine(pair.dark) }
    }
}
