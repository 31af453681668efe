@testable import MFSSite
import Testing
@testable import MFSServer
import MFS

/// The rebuilder publishes a build only if no later change overtook it (the watcher says so):
/// a superseded build may have read a page half-written.
@Suite struct LiveRebuilderTests {
    @Test func aSupersededBuildIsNeitherReportedNorPublished() async {
        let generation = BuildStamp(run: 0xc3, count: 1)
        let builds = PthreadMutex(0)
        let reports = PthreadMutex<[String]>([])
        let channel = ReloadChannel(generation: generation)
        let rebuilder = LiveRebuilder(
            build: { () throws(BuildFailure) -> BuildSummary in
                let count = builds.withLock { count in
                    count += 1
                    return count
                }
                guard count.isMultiple(of: 2) else { return BuildSummary(pages: count, screens: 0, seconds: 0) }
                throw BuildFailure([])
            },
            files: ServedFiles(root: "/nonexistent", generation: generation), channel: channel,
            report: { outcome in
                reports.withLock { reports in
                    switch outcome {
                    case .built(let summary): reports.append("built \(summary.pages)")
                    case .failed: reports.append("failed")
                    }
                }
            })
        guard let events = channel.subscribe() else { Issue.record("no stream"); return }
        rebuilder.run(isSuperseded: { true })
        rebuilder.run(isSuperseded: { true })
        rebuilder.run(isSuperseded: { false })
        rebuilder.run()
        channel.close()
        var received = ""
        for await event in events { received += String(decoding: event, as: UTF8.self) }
        #expect(reports.withLock { $0 } == ["built 3", "failed"])
        #expect(received == "retry: 500\n\nevent: reload\ndata: c3-1\n\nevent: reload\ndata: c3-2\n\nevent: failure\ndata: \n\n")
    }
}
