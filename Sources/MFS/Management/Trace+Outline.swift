extension Array where Element == TraceEvent {
    /// The events as indented lines, two spaces per depth: `  resizeSubviews
    /// skipped: sameSize`, `  resizeSubviews animated 0.3s easeOut`. What
    /// tests compare and the CLI prints.
    public var outline: [String] {
        map { event in
            let indent = String(repeating: "  ", count: event.depth)
            switch event.outcome {
            case .called:
                return indent + event.step.rawValue
                    + (event.animation.map { " animated \($0.duration.compactDescription)s \($0.curve)" } ?? "")
            case let .skipped(reason):
                return indent + event.step.rawValue + " skipped: \(reason)"
            }
        }
    }
}

extension Trace {
    /// The recorded events as indented lines (see `[TraceEvent].outline`).
    public var outline: [String] { events.outline }
}
