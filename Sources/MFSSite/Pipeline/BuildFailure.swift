/// A build that stopped on errors in its input; the output was left untouched.
public struct BuildFailure: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    /// One `PATH:LINE:COL: error: MESSAGE` line per diagnostic.
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
