import Foundation
import Testing
import TestSupport

/// A build killed at any moment leaves the old site or the new one, never a
/// mix, and the next build removes what the killed one left behind. Runs the
/// real `mfs` binary (built beside this test bundle by `swift build
/// --build-tests`) and SIGKILLs it at random offsets within its run time and
/// within the writing of its staging folder.
@Suite struct AtomicOutputTests {
    /// A site of `pages` pages, each with a screen at every default size;
    /// `version` changes every page's text, so two versions differ everywhere.
    func writeContent(_ folder: TemporaryDirectory, _ name: String, version: String, pages: Int) throws {
        for page in 0..<pages {
            let screen = "```mfs\nscreen: login\nmodel:\n  signInTitle: \"\(version) \(page)\"\n```\n"
            try folder.write("\(name)/ru/page\(page).md",
                             "---\ntitle: Page \(page) \(version)\norder: \(page)\n---\n\n# \(version)\n\n\(screen)\n\(screen)")
        }
    }

    /// Every file below `folder`, by relative path.
    func snapshot(_ folder: String) -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isDirectory)
            if !isDirectory.boolValue { files[path] = FileManager.default.contents(atPath: folder + "/" + path) }
        }
        return files
    }

    /// When a build is killed: `delay` seconds after it starts, or, with
    /// `afterStaging`, `delay` seconds after its staging folder appears.
    struct Kill {
        var delay: Double
        var afterStaging = false
    }

    /// Runs `mfs build`, SIGKILLing it at `kill` unless it finished; returns whether it was killed.
    @discardableResult
    func build(_ mfs: URL, content: String, output: String, kill: Kill? = nil) throws -> Bool {
        let process = Process()
        process.executableURL = mfs
        process.arguments = ["build", "--content", content, "--output", output]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        if let kill {
            let staging = (output as NSString).deletingLastPathComponent + "/.Public.staging-\(process.processIdentifier)"
            while kill.afterStaging && process.isRunning && !FileManager.default.fileExists(atPath: staging) { usleep(50) }
            usleep(useconds_t(kill.delay * 1_000_000))
            Foundation.kill(process.processIdentifier, SIGKILL)
        }
        process.waitUntilExit()
        return process.terminationReason == .uncaughtSignal
    }

    @Test func aKilledBuildLeavesTheOldSiteOrTheNewOneAndTheNextBuildCleansUp() throws {
        let mfs = try #require(Bundle.main.executableURL?.deletingLastPathComponent().appendingPathComponent("mfs"))
        try #require(FileManager.default.isExecutableFile(atPath: mfs.path), "build mfs first: swift build --build-tests")
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try writeContent(folder, "A", version: "old", pages: 12)
        try writeContent(folder, "B", version: "new", pages: 12)
        let output = folder.path("Public")
        try build(mfs, content: folder.path("B"), output: output)
        let new = snapshot(output)
        let start = Date()
        try build(mfs, content: folder.path("A"), output: output)
        let duration = Date().timeIntervalSince(start)
        let old = snapshot(output)
        #expect(old.count == new.count && old != new && old.count > 12)

        var current = old
        var outcomes: [String: Int] = [:]
        var leftovers = 0
        for run in 0..<24 {
            let (content, target) = run % 2 == 0 ? ("B", new) : ("A", old)
            // Half the kills anywhere, half while the new site is written and swapped in.
            let kill = run % 4 < 2 ? Kill(delay: Double.random(in: 0...(duration * 1.2)))
                                   : Kill(delay: Double.random(in: 0...0.004), afterStaging: true)
            let killed = try build(mfs, content: folder.path(content), output: output, kill: kill)
            let after = snapshot(output)
            #expect(after == current || after == target, "run \(run): the output is a mix of two builds")
            outcomes[!killed ? "finished" : after == current ? "killed, old kept" : "killed, new in", default: 0] += 1
            current = after
            let siblings = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
            if siblings.contains(where: { $0.hasPrefix(".Public.staging-") }) { leftovers += 1 }
        }
        #expect(outcomes["killed, old kept", default: 0] > 0, "no kill landed before the swap: \(outcomes)")
        #expect(leftovers > 0, "no killed build left a staging folder behind to clean up: \(outcomes)")

        try build(mfs, content: folder.path("B"), output: output)
        #expect(snapshot(output) == new)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == ["A", "B", "Public"])
    }
}
