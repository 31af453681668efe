import Foundation
import MFSBrowser
import MFSCheck
import Testing

@Suite struct SiteCheckerTests {
    /// A copy of the fixture site `name` in a fresh temporary folder, with the
    /// real Inter (from the Debian package `fonts-inter`) in its `fonts/`.
    func fixture(_ name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mfs-check-test-\(UUID().uuidString)")
        let site = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: nil)!, to: site)
        try FileManager.default.createDirectory(at: site.appendingPathComponent("fonts"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: URL(fileURLWithPath: "/usr/share/fonts/opentype/inter/Inter-Regular.otf"),
                                         to: site.appendingPathComponent("fonts/Inter-Regular.otf"))
        return site
    }

    @Test func passesAPageWhoseBoxesLinesFontsAndFilesAreRight() throws {
        let site = try fixture("good")
        defer { try? FileManager.default.removeItem(at: site.deletingLastPathComponent()) }
        let report = try SiteChecker(browser: try Chromium.locate()).check(site: site)
        #expect(report.problems.map(\.description) == [String]())
        // The hidden view and the rotation demo are skipped; the cell's label and the
        // clamped text (its hidden lines neither counted nor overflowing) are checked.
        #expect([report.pages, report.screens, report.views, report.texts] == [Int]([1, 1, 4, 3]))
        #expect(report.description == "checked 1 pages, 1 screens, 4 views, 3 texts: no problems")
    }

    @Test func reportsEveryProblemOfTheBrokenPageByPageScreenSizeAndView() throws {
        let site = try fixture("broken")
        defer { try? FileManager.default.removeItem(at: site.deletingLastPathComponent()) }
        let report = try SiteChecker(browser: try Chromium.locate()).check(site: site)
        #expect(report.problems.map(\.description) == [
            "index.html: console error: deliberate console error",
            "index.html: script error: Uncaught ReferenceError: undefinedFunction is not defined (index.html:7)",
            "index.html: failed to load missing.png",
            "index.html: font Inter 400 normal failed to load",
            "index.html: font Inter 400 did not load",
            "index.html: demo 200x100 shifted: x is 13 in the browser, 10 in the frame",
            "index.html: demo 200x100 outside: box (180, 8, 50, 20) is not inside its canvas (200 x 100)",
            "index.html: demo 200x100 wrapped: shows 2 lines, data-lines says 1",
            "index.html: demo 200x100 wrapped: text overflows vertically: scrollHeight 40 > clientHeight 20",
            "index.html: demo 200x100 wide: text overflows horizontally: scrollWidth 80 > clientWidth 40",
            "index.html: demo 300x100: canvas is 290 x 100 in the browser",
            "index.html: demo 300x100 percent: frame is not in px: left 10%, top 0px, width 50px, height 20px",
            "index.html: img refers to missing.png, which is missing",
            "index.html: a refers to nowhere, which is missing",
            "index.html: css refers to fonts/missing.otf, which is missing",
        ])
        #expect(report.problems[5] == SiteProblem(page: "index.html", screen: "demo", size: "200x100", view: "shifted",
                                                  message: "x is 13 in the browser, 10 in the frame"))
        #expect(report.description.hasSuffix("checked 1 pages, 2 screens, 5 views, 2 texts: 15 problems"))
    }

    @Test func leavesTheCheckedSiteUntouched() throws {
        let site = try fixture("broken")
        defer { try? FileManager.default.removeItem(at: site.deletingLastPathComponent()) }
        let before = try Data(contentsOf: site.appendingPathComponent("index.html"))
        _ = try SiteChecker(browser: try Chromium.locate()).check(site: site)
        #expect(try Data(contentsOf: site.appendingPathComponent("index.html")) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: site.path).sorted() == ["fonts", "index.html", "style.css"])
    }
}
