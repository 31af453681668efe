/// What a successful build did, for the CLI's one-line summary.
public struct BuildSummary: Hashable, Sendable, CustomStringConvertible {
    public var pages: Int
    public var screens: Int
    public var seconds: Double

    public var description: String {
        "built \(pages) pages with \(screens) screens in \(Int((seconds * 1000).rounded())) ms"
    }
}
