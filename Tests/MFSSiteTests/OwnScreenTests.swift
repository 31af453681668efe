import Foundation
import Testing
import TestSupport

/// A site's own screen, compiled by the real `mfs build` from `Content/screens/`
/// (the fixture `own-screen`: a UIKit cell not in mfs, embedded by `ru/index.md`).
@Suite struct OwnScreenTests {
    /// The `<div class="mfs-view …">` lines of `html`.
    static func views(_ html: String) -> [String] {
        html.split(separator: "\n").filter { $0.hasPrefix("<div class=\"mfs-view") }.map(String.init)
    }

    /// A new folder with the fixture as `Content/`, built into `Public/` without a word.
    static func builtFixture() throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        try folder.copyFixture("own-screen", to: "Content")
        let (status, errors) = try BuiltMFS.build(folder)
        #expect(errors == "")
        #expect(status == 0)
        return folder
    }

    @Test func theCellIsDrawnAtItsFramesCheckedAndAnErrorInItIsLocated() throws {
        let folder = try Self.builtFixture()
        defer { folder.remove() }
        let html = try folder.read("Public/ru/index.html")
        // At 320 wide: the title at (12, 12) 320 − 3·12 − 24 = 260 × 20, the badge at (320 − 12 − 24, (44 − 24) / 2) 24 × 24.
        #expect(Self.views(html) == [
            #"<div class="mfs-view mfs-text" data-name="titleLbl" data-cache="none" data-lines="1" data-inspect="titleLbl · (12, 12) 260 × 20 · без кэша" role="group" aria-label="titleLbl · (12, 12) 260 × 20 · без кэша" style="position:absolute;left:12px;top:12px;width:260px;height:20px;box-sizing:border-box;font-family:Inter;font-size:15px;font-weight:400;line-height:19px;overflow-wrap:break-word;color:rgb(26 26 26);display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:1;overflow:hidden;padding-top:0px">Входящие</div>"#,
            #"<div class="mfs-view" data-name="badgeView" data-cache="none" data-inspect="badgeView · (284, 10) 24 × 24 · без кэша" role="group" aria-label="badgeView · (284, 10) 24 × 24 · без кэша" style="position:absolute;left:284px;top:10px;width:24px;height:24px;background:rgb(255 64 51);border-radius:12px"></div>"#,
        ])
        let (checked, report) = try BuiltMFS.run(["check", folder.path("Public"), "--content", folder.path("Content")])
        #expect(report == "")
        #expect(checked == 0)

        let cell = folder.path("Content/screens/BadgeCell.swift")
        let source = try String(contentsOfFile: cell, encoding: .utf8)
        try source.replacingOccurrences(of: "width - margin - badgeSide", with: "width - margin - badgeSize")
            .write(toFile: cell, atomically: true, encoding: .utf8)
        let (failed, error) = try BuiltMFS.build(folder)
        #expect(error.replacingOccurrences(of: folder.path("Content"), with: "Content") == """
            Content/screens/BadgeCell.swift:34:36: error: cannot find 'badgeSize' in scope

            """)
        #expect(failed == 1)
        #expect(try folder.read("Public/ru/index.html") == html)
    }

    /// A trap in the site's frames code (`fatalError`), and one the standard
    /// library reports at its own line (an index out of range): `mfs build`
    /// tries the screens out in a child process, reports the trap as an error
    /// and leaves the output it built before as it was.
    @Test func aScreenThatTrapsIsALocatedErrorAndTheOutputStays() throws {
        let folder = try Self.builtFixture()
        defer { folder.remove() }
        let html = try folder.read("Public/ru/index.html")
        let cell = folder.path("Content/screens/BadgeCell.swift")
        let source = try String(contentsOfFile: cell, encoding: .utf8)
        for (trap, error) in [("fatalError(\"boom\")", "Content/screens/BadgeCell.swift:34:1: error: the screen badge trapped: boom"),
                              ("_ = [badgeSide][1]", "Content/screens: error: the screen badge trapped: Index out of range")] {
            try source.replacingOccurrences(of: "        CGRect(x: width - margin - badgeSide",
                                            with: "        if width > 0 { \(trap) }\n        return CGRect(x: width - margin - badgeSide")
                .write(toFile: cell, atomically: true, encoding: .utf8)
            let (status, errors) = try BuiltMFS.build(folder)
            #expect(errors.replacingOccurrences(of: folder.path("Content"), with: "Content") == error + "\n")
            #expect(status == 1)
            #expect(try folder.read("Public/ru/index.html") == html)
        }
    }

    /// Makes `statement` the first line of the fixture's `BadgeScreen.render` (line 14 of its file).
    static func startRender(in folder: TemporaryDirectory, with statement: String) throws {
        let screen = folder.path("Content/screens/BadgeScreen.swift"), opener = "    func render(_ request: ScreenRequest) -> ScreenSnapshot {\n"
        try String(contentsOfFile: screen, encoding: .utf8).replacingOccurrences(of: opener, with: opener + "        \(statement)\n")
            .write(toFile: screen, atomically: true, encoding: .utf8)
    }

    /// A trap only a page's own model values set off (the probe's defaults do
    /// not) is located too: the requests the pages make are tried out first.
    @Test func aScreenThatTrapsOnlyOnAPagesModelIsALocatedError() throws {
        let folder = try Self.builtFixture()
        defer { folder.remove() }
        try Self.startRender(in: folder, with: "if ModelOverrides(request.model).string(\"title\") == \"boom\" { fatalError(\"no boom\") }")
        let (built, said) = try BuiltMFS.build(folder)
        #expect(said == "")
        #expect(built == 0)
        let html = try folder.read("Public/ru/index.html")
        let page = try folder.read("Content/ru/index.md")
        try page.replacingOccurrences(of: "sizes: [320x44]\n", with: "sizes: [320x44]\nmodel:\n  title: boom\n")
            .write(toFile: folder.path("Content/ru/index.md"), atomically: true, encoding: .utf8)
        let (status, errors) = try BuiltMFS.build(folder)
        #expect(errors.replacingOccurrences(of: folder.path("Content"), with: "Content")
            == "Content/screens/BadgeScreen.swift:14:1: error: the screen badge at 320x44 trapped: no boom\n")
        #expect(status == 1)
        #expect(try folder.read("Public/ru/index.html") == html)
    }

    /// A screen that never returns stops its probe at `MFS_PROBE_SECONDS`: an error naming it, not a build that hangs.
    @Test func aScreenThatNeverFinishesIsAnErrorNotAHang() throws {
        let folder = try Self.builtFixture()
        defer { folder.remove() }
        let html = try folder.read("Public/ru/index.html")
        try Self.startRender(in: folder, with: "while ModelOverrides(request.model).string(\"title\") != \"done\" {}")
        let (status, errors) = try BuiltMFS.build(folder, environment: ["MFS_PROBE_SECONDS": "2"])
        #expect(errors.replacingOccurrences(of: folder.path("Content"), with: "Content")
            == "Content/screens: error: the screen badge did not finish in 2 s (a loop that never ends?); MFS_PROBE_SECONDS=N allows N seconds\n")
        #expect(status == 1)
        #expect(try folder.read("Public/ru/index.html") == html)
    }

    @Test func aScreenNamedAsADemoScreenIsALocatedError() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.copyFixture("own-screen", to: "Content")
        let screen = folder.path("Content/screens/BadgeScreen.swift")
        try String(contentsOfFile: screen, encoding: .utf8).replacingOccurrences(of: "\"badge\"", with: "\"friend\"")
            .write(toFile: screen, atomically: true, encoding: .utf8)
        let (status, errors) = try BuiltMFS.build(folder)
        #expect(errors.replacingOccurrences(of: folder.path("Content"), with: "Content") == """
            Content/screens/BadgeScreen.swift:7:16: error: the screen name 'friend' is taken by mfs's demo screens: rename it

            """)
        #expect(status == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.path("Public")))
    }

    /// A source whose name has a line break is refused by name: the compiler's
    /// error lines could not say where an error in it is.
    @Test func aSourceWithALineBreakInItsNameIsRefused() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.copyFixture("own-screen", to: "Content")
        try FileManager.default.moveItem(atPath: folder.path("Content/screens/BadgeCell.swift"), toPath: folder.path("Content/screens/Badge\nCell.swift"))
        let (status, errors) = try BuiltMFS.build(folder)
        #expect(errors == "\(folder.path("Content/screens/Badge\nCell.swift")): error: its name has a control character, "
            + "which the compiler's messages (a line each) cannot name; rename it\n")
        #expect(status == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.path("Public")))
    }

    /// A folder named like a Swift file, and a file with a space and a quote in its name.
    @Test func aFolderNamedLikeASwiftFileIsNoSourceAndOddFileNamesCompile() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.copyFixture("own-screen", to: "Content")
        try FileManager.default.createDirectory(atPath: folder.path("Content/screens/notes.swift"), withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: folder.path("Content/screens/BadgeCell.swift"),
                                         toPath: folder.path("Content/screens/Badge Cell's.swift"))
        let (status, errors) = try BuiltMFS.build(folder)
        #expect(errors == "")
        #expect(status == 0)
        #expect(Self.views(try folder.read("Public/ru/index.html")).count == 2)
    }
}
