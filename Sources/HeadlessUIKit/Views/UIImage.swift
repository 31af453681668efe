/// `UIImage`: only the name it was loaded by; the site draws a placeholder for it.
public final class UIImage {
    /// The name it was loaded by (engine hook: UIKit keeps no name).
    package let name: String

    /// Any non-empty name loads (the engine has no asset catalog); an empty name gives `nil`.
    public init?(named name: String) {
        guard !name.isEmpty else { return nil }
        self.name = name
    }
}
