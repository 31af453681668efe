/// A site's screens compiled by `SiteScreenLibrary`: the library and the sources it was compiled from.
public struct CompiledScreens: Sendable, Equatable {
    /// The shared library's path, named by the hash of what it was compiled from.
    public let library: String
    /// The paths of the Swift files, `<content>/screens/…`.
    public let sources: [String]
}
