/// One entry of a life-cycle trace: a step that ran or that a guard skipped.
public struct TraceEvent: Hashable, Sendable, Codable {
    public enum Outcome: Hashable, Sendable, Codable {
        case called
        case skipped(SkipReason)
    }

    public var step: LifecycleStep
    public var outcome: Outcome
    /// Nesting depth: steps that `prepareUI` (or a setter) calls are one deeper.
    public var depth: Int
    /// Set when the step ran inside an animation (rotation: 0.3 s, ease-out).
    public var animation: Animation?

    public init(step: LifecycleStep, outcome: Outcome, depth: Int, animation: Animation? = nil) {
        self.step = step
        self.outcome = outcome
        self.depth = depth
        self.animation = animation
    }
}
