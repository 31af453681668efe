import Foundation
import Testing
import TestSupport

/// `mfs serve` rebuilds a site's own screen (`Content/screens/`) when its source
/// changes, and reports a compile error in it, or a trap, located, still serving the last good build.
@Suite struct OwnScreenServeTests {
    /// MFSSiteTests' fixture `own-screen`: a badge cell of the site's own, embedded by `ru/index.md`.
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "MFSSiteTests/Fixtures/own-screen")

    /// The badge's `data-inspect` in the built page.
    static func badge(_ folder: TemporaryDirectory) throws -> String? {
        let html = try folder.read("Public/ru/index.html")
        return html.range(of: #"data-inspect="badgeView[^"]*""#, options: .regularExpression).map { String(html[$0]) }
    }

    /// Waits (60 s at most: a compile on a busy machine) until `text()` contains `part` `count` times.
    static func wait(for part: String, count: Int = 1, in text: () -> String) async throws {
        let deadline = ContinuousClock.now + .seconds(60)
        while text().components(separatedBy: part).count - 1 < count, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(50))
        }
    }

    @Test func anEditedScreenIsCompiledAgainAndAnErrorOrATrapInItIsLocated() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.copy(Self.fixture, to: "Content")
        let server = try ServerProcess(["--port=0", "--content=Content", "--output=Public"], in: folder)
        defer { server.stop() }
        // The first build compiles the screens: on a machine busy with the other tests, it may take a while.
        _ = try await server.listeningPort(patience: .seconds(60))
        #expect(try Self.badge(folder) == #"data-inspect="badgeView · (284, 10) 24 × 24 · без кэша""#)

        let cell = folder.path("Content/screens/BadgeCell.swift")
        let source = try String(contentsOfFile: cell, encoding: .utf8)
        try source.replacingOccurrences(of: "margin: CGFloat = 12", with: "margin: CGFloat = 16")
            .write(toFile: cell, atomically: true, encoding: .utf8)
        try await Self.wait(for: "built 4 pages", count: 2) { server.standardOutput }
        #expect(try Self.badge(folder) == #"data-inspect="badgeView · (280, 10) 24 × 24 · без кэша""#)

        try source.replacingOccurrences(of: "width - margin - badgeSide", with: "width - margin - badgeSize")
            .write(toFile: cell, atomically: true, encoding: .utf8)
        try await Self.wait(for: "(still serving the last good build)") { server.standardError }
        #expect(server.standardError == """
            Content/screens/BadgeCell.swift:34:36: error: cannot find 'badgeSize' in scope
            (still serving the last good build)

            """)
        #expect(try Self.badge(folder) == #"data-inspect="badgeView · (280, 10) 24 × 24 · без кэша""#)

        // A trap in the frames: the probe's child dies, not the server.
        try source.replacingOccurrences(of: "        CGRect(x: width - margin - badgeSide",
                                        with: "        if width > 0 { fatalError(\"boom\") }\n        return CGRect(x: width - margin - badgeSide")
            .write(toFile: cell, atomically: true, encoding: .utf8)
        try await Self.wait(for: "(still serving the last good build)", count: 2) { server.standardError }
        #expect(server.standardError == """
            Content/screens/BadgeCell.swift:34:36: error: cannot find 'badgeSize' in scope
            (still serving the last good build)
            Content/screens/BadgeCell.swift:34:1: error: the screen badge trapped: boom
            (still serving the last good build)

            """)
        #expect(server.isRunning)
        #expect(try Self.badge(folder) == #"data-inspect="badgeView · (280, 10) 24 × 24 · без кэша""#)
    }
}
