import Foundation
import Testing
import TestSupport

/// A build killed at any point leaves the old site or the new one, never a
/// mix, and the next build removes what the killed one left behind. Runs the
/// real `mfs` binary (built beside this test bundle by `swift build
/// --build-tests`), has it stop at a named point (`MFS_STOP_AT`, see
/// `StopPoint`) and SIGKILLs it there.
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
            if FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue { files[path] = FileManager.default.contents(atPath: folder + "/" + path) }
        }
        return files
    }

    /// Runs `mfs build`; with `stopAt`, has it stop at that point and
    /// SIGKILLs it there. Returns the process id and whether it stopped
    /// (false: it finished without reaching the point).
    func build(_ mfs: URL, content: String, output: String, stopAt point: String? = nil) throws -> (pid: Int32, stopped: Bool) {
        let process = Process()
        process.executableURL = mfs
        process.arguments = ["build", "--content", content, "--output", output]
        if let point { process.environment = ProcessInfo.processInfo.environment.merging(["MFS_STOP_AT": point]) { $1 } }
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        var said = Data()
        var stopped = false
        while point != nil, !stopped {
            let chunk = errors.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            said += chunk
            stopped = String(decoding: said, as: UTF8.self).contains("mfs: stopped at \(point!)\n")
        }
        if stopped { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        return (process.processIdentifier, stopped)
    }

    @Test(arguments: ["before-staging", "during-staging", "after-swap"])
    func aBuildKilledAtAPointLeavesTheOldSiteOrTheNewOneAndTheNextBuildCleansUp(point: String) throws {
        let mfs = try BuiltMFS.url()
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try writeContent(folder, "A", version: "old", pages: 12)
        try writeContent(folder, "B", version: "new", pages: 12)
        let output = folder.path("Public")
        _ = try build(mfs, content: folder.path("B"), output: output)
        let new = snapshot(output)
        _ = try build(mfs, content: folder.path("A"), output: output)
        let old = snapshot(output)
        #expect(old.count == new.count && old != new && old.count > 12)

        let killed = try build(mfs, content: folder.path("B"), output: output, stopAt: point)
        try #require(killed.stopped, "mfs build never reached \(point)")
        let leftover = folder.path(".Public.staging-\(killed.pid)")
        let left = FileManager.default.fileExists(atPath: leftover) ? snapshot(leftover) : nil
        switch point {
        case "before-staging":
            #expect(snapshot(output) == old)
            #expect(left == nil)
        case "during-staging":
            #expect(snapshot(output) == old)
            let partial = try #require(left, "no staging folder left behind")
            #expect(partial.keys.contains { $0.hasPrefix("ru/page") && $0.hasSuffix("/index.html") })
            #expect(partial != new)
        default:
            #expect(snapshot(output) == new)
            #expect(left == old, "the staging folder holds the old site after the swap")
        }

        _ = try build(mfs, content: folder.path("A"), output: output)
        #expect(snapshot(output) == old)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == ["A", "B", "Public"])
    }
}
