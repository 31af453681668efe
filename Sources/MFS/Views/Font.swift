/// A font as the engine measures it and the site draws it: the Inter family,
/// one of its weights, a size in px (points).
public struct Font: Hashable, Sendable, Codable {
    public var family: String
    public var weight: FontWeight
    public var size: Double

    public init(family: String = "Inter", weight: FontWeight = .regular, size: Double) {
        self.family = family
        self.weight = weight
        self.size = size
    }

    public static func inter(_ size: Double, _ weight: FontWeight = .regular) -> Font {
        Font(weight: weight, size: size)
    }
}
