import Foundation

/// Named points in writing a site where a test can have `mfs build` stop,
/// to kill it exactly there (`AtomicOutputTests`). When the environment
/// variable `MFS_STOP_AT` names the point, the build writes `mfs: stopped at
/// NAME` on standard error on reaching it and stops itself (SIGSTOP: every
/// thread) until it is killed or continued. Without the variable, nothing happens.
enum StopPoint: String, Sendable {
    /// The pages parsed; no staging folder yet.
    case beforeStaging = "before-staging"
    /// A page written into the staging folder, while the others are being written.
    case duringStaging = "during-staging"
    /// The new site swapped in; the old one, now in the staging folder, not yet removed.
    case afterSwap = "after-swap"

    /// The point `MFS_STOP_AT` names, if any.
    private static let chosen = ProcessInfo.processInfo.environment["MFS_STOP_AT"].flatMap(StopPoint.init)

    /// Stops the process here when this is the chosen point.
    func reach() {
        guard Self.chosen == self else { return }
        FileHandle.standardError.write(Data("mfs: stopped at \(rawValue)\n".utf8))
        raise(SIGSTOP)
    }
}
