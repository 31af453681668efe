import Dispatch
import Synchronization

/// A meeting point for `parties` threads, for tests that things run at the
/// same time: each `arrive()` waits until all have arrived, and says whether
/// they did. It waits at most `patience` (generous: a failing test reports
/// instead of hanging; a passing one never waits that long for a thread
/// that is running). Thread-safe.
public final class Barrier: Sendable {
    public let parties: Int
    public let patience: Duration
    private let arrived = Atomic(0)
    private let open = DispatchSemaphore(value: 0)

    public init(parties: Int, patience: Duration = .seconds(20)) {
        self.parties = parties
        self.patience = patience
    }

    /// Waits for the other parties; false when they did not all arrive within `patience`.
    public func arrive() -> Bool {
        if arrived.wrappingAdd(1, ordering: .acquiringAndReleasing).newValue == parties {
            for _ in 1..<parties { open.signal() }
            return true
        }
        let (seconds, attoseconds) = patience.components
        let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
        return open.wait(timeout: .now() + .nanoseconds(nanoseconds)) == .success
    }
}
