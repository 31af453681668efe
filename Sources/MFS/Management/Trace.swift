/// The ordered record of life-cycle calls on one screen or cell.
///
/// A reference type so that nested steps can record into the same trace while
/// the outer step runs. Not thread-safe: it belongs to its screen's task.
public final class Trace {
    public private(set) var events: [TraceEvent] = []
    private var depth = 0
    private var animation: Animation?

    public init() {}

    /// Records that `step` ran, and runs `body` one level deeper.
    public func call<R>(_ step: LifecycleStep, _ body: () throws -> R) rethrows -> R {
        events.append(TraceEvent(step: step, outcome: .called, depth: depth, animation: animation))
        depth += 1
        defer { depth -= 1 }
        return try body()
    }

    /// Records that a guard skipped `step`.
    public func skip(_ step: LifecycleStep, _ reason: SkipReason) {
        events.append(TraceEvent(step: step, outcome: .skipped(reason), depth: depth, animation: animation))
    }

    /// Runs `body` with every step it records marked as animated.
    public func animate<R>(_ animation: Animation, _ body: () throws -> R) rethrows -> R {
        let outer = self.animation
        self.animation = animation
        defer { self.animation = outer }
        return try body()
    }

    /// Forgets every event, so that a scenario starts from an empty trace.
    public func clear() {
        events.removeAll()
    }
}
