import MFS

/// A life-cycle trace as plain text, one event a line, indented by depth:
/// `  bindDataFrom — skipped: sameViewModel`, `resizeSubviews [0.3 s easeOut]`.
public enum TraceText {
    public static func describe(_ events: [TraceEvent]) -> String {
        events.map { event in
            var line = String(repeating: "  ", count: event.depth) + event.step.rawValue
            if case let .skipped(reason) = event.outcome { line += " — skipped: \(reason.rawValue)" }
            if let animation = event.animation { line += " [\(animation.duration.compactDescription) s \(animation.curve.rawValue)]" }
            return line + "\n"
        }.joined()
    }
}
