/// A named life-cycle scenario that the articles show as a table: the engine's
/// real trace of one act on a screen or cell (the setup before it is not shown).
///
/// Contract: `run` MUST build a fresh screen or cell each time, so a scenario
/// is deterministic and MAY run on any thread.
public struct TraceScenario: Sendable {
    /// The name an `mfs-trace` block gives (`controller-rotation`).
    public let name: String
    /// One line for `mfs traces`, and the table's caption in a language without one of its own.
    public let summary: String
    /// The table's caption by site language code (`ru`).
    public let captions: [String: String]
    /// Runs the setup, clears the trace, runs the act and returns its events.
    public let run: @Sendable (Language) -> [TraceEvent]

    public init(name: String, summary: String, captions: [String: String] = [:],
                run: @escaping @Sendable (Language) -> [TraceEvent]) {
        self.name = name
        self.summary = summary
        self.captions = captions
        self.run = run
    }
}
