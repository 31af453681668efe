/// The ordered record of life-cycle calls on one screen or cell.
///
/// A reference type so that nested steps can record into the same trace while
/// the outer step runs. Not thread-safe: it belongs to its screen's task.
public final class Trace {
    public private(set) var events: [TraceEvent] = []
    private var depth = 0
    private var animation: Animation?
    /// The animation outside each step entered and not yet exited, innermost last.
    private var open: [Animation?] = []

    public init() {}

    /// Records that `step` ran, and runs `body` one level deeper.
    public func call<R>(_ step: LifecycleStep, _ body: () throws -> R) rethrows -> R {
        enter(step)
        defer { exit() }
        return try body()
    }

    /// Records that `step` starts: what follows, until the matching `exit()`, is one level
    /// deeper and, when `animation` is given, animated (what instrumented code calls at a
    /// step's opening brace, with `exit()` in a `defer`).
    public func enter(_ step: LifecycleStep, animation: Animation? = nil) {
        let outer = self.animation
        let animation = animation ?? outer
        events.append(TraceEvent(step: step, outcome: .called, depth: depth, animation: animation))
        open.append(outer)
        self.animation = animation
        depth += 1
    }

    /// Ends the step the last `enter` started.
    public func exit() {
        depth -= 1
        animation = open.removeLast()
    }

    /// Records that a guard skipped `step`.
    public func skip(_ step: LifecycleStep, _ reason: SkipReason) {
        events.append(TraceEvent(step: step, outcome: .skipped(reason), depth: depth, animation: animation))
    }

    /// Forgets every event, so that a scenario starts from an empty trace.
    public func clear() {
        events.removeAll()
    }
}
