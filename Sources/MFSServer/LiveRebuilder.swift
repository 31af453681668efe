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

    /// Builds now, on the calling thread, after any build already running.
    func run() {
        building.withLock { _ in
            do throws(BuildFailure) {
                let summary = try build()
                report(.built(summary))
                channel.reload(files.invalidate())
            } catch {
                report(.failed(error))
                channel.fail(error.description)
            }
        }
    }
}
