import MFS

/// `UIColor`: an sRGB colour, `MFS.Color` (a value, where UIKit's is an object);
/// `UIColor(red:green:blue:alpha:)`, `.white`, `.black`, `.clear`.
public typealias UIColor = Color
/// `CGColor`: the same colour, as layers take it (`UIColor.white.cgColor`).
public typealias CGColor = Color

extension Color {
    /// The colour as a layer takes it: itself.
    public var cgColor: CGColor { self }
}
