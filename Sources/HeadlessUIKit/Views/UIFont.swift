import MFS

/// `UIFont`: `MFS.Font`, the Inter family the site draws with. `systemFont(ofSize:weight:)`
/// gives Inter, not San Francisco: the engine measures only the fonts the browser has.
public typealias UIFont = Font

extension Font {
    /// `UIFont.Weight`: regular, medium, semibold, bold.
    public typealias Weight = FontWeight

    /// The system font of this size and weight: Inter here.
    public static func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        Font(weight: weight, size: fontSize)
    }

    /// The regular system font of this size.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    public var pointSize: CGFloat { size }

    /// The height of a line of this font: 1.25 × its size, rounded, the
    /// `line-height` the site's CSS gives Inter (SF's is about 1.19 × on iOS).
    public var lineHeight: CGFloat { (size * 1.25).rounded() }
}
