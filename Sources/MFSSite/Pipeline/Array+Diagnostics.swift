extension Array {
    /// The values of an array of results, in order; or one `BuildFailure` with
    /// every diagnostic, in order, each once, when any failed (a page shown
    /// untranslated fails as its original does: `Page.fallbacks`).
    func values<Value>() throws(BuildFailure) -> [Value] where Element == Result<Value, Diagnostic> {
        var values: [Value] = []
        var diagnostics: [Diagnostic] = []
        var seen: Set<Diagnostic> = []
        values.reserveCapacity(count)
        for result in self {
            switch result {
            case let .success(value): values.append(value)
            case let .failure(diagnostic): if seen.insert(diagnostic).inserted { diagnostics.append(diagnostic) }
            }
        }
        guard diagnostics.isEmpty else { throw BuildFailure(diagnostics) }
        return values
    }
}
