/// What one worker of `Precomputation.perform` did: the indices it computed,
/// in its order, and the CPU time its thread spent on them. The indices are
/// the run's; how they split between workers, and the time, vary from run to run.
public struct PrecomputationWorker: Hashable, Sendable {
    public var rows: [Int]
    public var cpuTime: Duration

    public init(rows: [Int], cpuTime: Duration) {
        self.rows = rows
        self.cpuTime = cpuTime
    }
}
