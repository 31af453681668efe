import MFS

/// A page of posts with its frames computed, and the engine's record of that
/// work: the rows (indices into `posts`) each worker computed, and its thread's CPU time.
public struct PrecomputedPage: Sendable {
    public let posts: [WallPostViewModel]
    public let workers: [PrecomputationWorker]
}
