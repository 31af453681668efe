/// What a successful build did, for the CLI's one-line summary.
public struct BuildSummary: Hashable, Sendable, CustomStringConvertible {
    public var pages: Int
    public var screens: Int
    public var seconds: Double
    /// What the build found worth saying but not wrong: pages without a
    /// translation. The CLI prints them, `PATH: warning: MESSAGE`, to standard error.
    public var warnings: [BuildWarning] = []

    public var description: String {
        "built \(pages) pages with \(screens) screens in \(Int((seconds * 1000).rounded())) ms"
    }
}
