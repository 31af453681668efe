/// `UIView.ContentMode`: how an image fills its view's box.
public enum ContentMode: String, Hashable, Sendable, Codable {
    /// Stretched to the box.
    case scaleToFill
    /// Scaled to fit inside the box, its aspect kept: the rest of the box stays empty.
    case scaleAspectFit
    /// Scaled to cover the box, its aspect kept: what lies outside shows unless clipped.
    case scaleAspectFill
    /// At its own size, centred.
    case center
}
