import MFSSite

/// What one build the server ran came to, for the terminal.
public enum BuildOutcome: Sendable {
    case built(BuildSummary)
    /// The previous site is still served; pages show these diagnostics.
    case failed(BuildFailure)
}
