import MFSSite
import MFS

/// Runs the site build for the server and publishes what came of it: on
/// success the served files are dropped from memory and pages reload; on
/// failure the last good build stays served and pages show the diagnostics.
///
/// Each outcome is reported before pages hear of it, so whoever gets a
/// reload event finds the build's outcome reported already.
///
/// Thread safety: `run()` MAY be called from any thread; builds run one at a time.
final class LiveRebuilder: Sendable {
    let build: DevServer.Build
    let files: ServedFiles
    let channel: ReloadChannel
    let report: @Sendable (BuildOutcome) -> Void
    /// Held while a build runs.
    private let building = PthreadMutex<Void>(())

    init(build: @escaping DevServer.Build, files: ServedFiles, channel: ReloadChannel, report: @escaping @Sendable (BuildOutcome) -> Void) {
        self.build = build
        self.files = files
        self.channel = channel
        self.report = report
    }

    /// Builds now, on the calling thread, after any build already running. A
    /// build that `isSuperseded` says a later change overtook (another build
    /// follows; it may have read a file half-written) is neither reported nor published.
    func run(isSuperseded: () -> Bool = { false }) {
        building.withLock { _ in
            do throws(BuildFailure) {
                let summary = try build()
                guard !isSuperseded() else { return }
                report(.built(summary))
                channel.reload(files.invalidate())
            } catch {
                guard !isSuperseded() else { return }
                report(.failed(error))
                channel.fail(error.description)
            }
        }
    }
}
