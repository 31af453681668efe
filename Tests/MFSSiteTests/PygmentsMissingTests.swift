import Foundation
import Testing
import TestSupport
@testable import MFSBench
@testable import MFSSite

/// `mfs bench site` compares the highlighter with Pygments: without python3,
/// or with a Python that has no Pygments, that comparison is skipped with the
/// reason, and the highlighter's own figure is still measured.
@Suite struct PygmentsMissingTests {
    static let blocks: [(CodeLanguage, String)] = [(.swift, "let answer = 42\n")]

    @Test func noInterpreterSkipsTheComparisonSayingWhy() {
        let (ours, pygments) = HighlightBenchmark(blocks: Self.blocks, python: "/nonexistent/python3").run()
        #expect(ours > 0 && ours.isFinite)
        #expect(failure(pygments) == "cannot run /nonexistent/python3: no such executable; make deps installs python3-pygments")
    }

    @Test func aPythonWithoutPygmentsSkipsTheComparisonSayingWhy() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        // Debian's Python without its site packages (-S): no `pygments` module.
        try folder.write("python3", "#!/bin/sh\nexec \(Pygments.python) -S \"$@\"\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path("python3"))
        let (ours, pygments) = HighlightBenchmark(blocks: Self.blocks, python: folder.path("python3")).run()
        #expect(ours > 0 && ours.isFinite)
        #expect(failure(pygments)
            == "Pygments failed (status 1): ModuleNotFoundError: No module named 'pygments'; make deps installs python3-pygments")
    }

    @Test func debiansPygmentsRuns() throws {
        let (_, pygments) = HighlightBenchmark(blocks: Self.blocks).run()
        #expect(try pygments.get() > 0)
    }

    private func failure(_ result: Result<Double, ChildProcess.Failure>) -> String? {
        guard case .failure(let failure) = result else { return nil }
        return failure.description
    }
}
