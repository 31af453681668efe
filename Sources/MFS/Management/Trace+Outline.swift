extension Trace {
    /// The events as indented lines, two spaces per depth: `  resizeSubviews
    /// skipped: sameSize`, `  resizeSubviews animated 0.3s easeOut`. What
    /// tests compare and the CLI prints.
    public var outline: [String] {
        events.map { event in
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
