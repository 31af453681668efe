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

    /// The checker of the fixture pages: their screen `demo` comes from `DemoEngine`.
    func checker() throws -> SiteChecker {
        SiteChecker(browser: try Chromium.locate(), engine: DemoEngine.engine)
    }

    @Test func passesAPageWhoseBoxesLinesFontsAndFilesAreRight() throws {
        let site = try fixture("good")
        defer { try? FileManager.default.removeItem(at: site.deletingLastPathComponent()) }
        let report = try checker().check(site: site)
        #expect(report.problems.map(\.description) == [String]())
        // The figure (5 views, the clamped label hidden) and both states of the rotation
        // demo (1 view, then 2; the landscape-only view is there, hidden, in portrait).
        #expect([report.pages, report.figures, report.views, report.hiddenViews, report.texts] == [Int]([1, 3, 8, 1, 3]))
        #expect(report.description == "checked 1 pages; against the engine 3 figures, 8 views (1 hidden), 3 texts: no problems")
    }

    /// An alias's redirect page (`meta refresh`) is checked where it is, its
    /// link with the others, instead of the browser leaving it.
    @Test func checksARedirectPageInPlace() throws {
        let site = try fixture("good")
        defer { try? FileManager.default.removeItem(at: site.deletingLastPathComponent()) }
        let folder = site.appendingPathComponent("old")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let redirect = """
            <!DOCTYPE html>
            <html lang="ru"><head><meta charset="utf-8"><title>T</title>
            <meta http-equiv="refresh" content="0; url=../">
            </head><body><main><h1><a href="LINK">T</a></h1></main></body></html>
            """
        try Data(redirect.replacingOccurrences(of: "LINK", with: "../").utf8).write(to: folder.appendingPathComponent("index.html"))
        #expect(try checker().check(site: site).description == "checked 2 pages; against the engine 3 figures, 8 views (1 hidden), 3 texts: no problems")
        try Data(redirect.replacingOccurrences(of: "LINK", with: "../gone/").utf8).write(to: folder.appendingPathComponent("index.html"))
        let problems = try checker().check(site: site).problems.map(\.description)
        #expect(problems == ["old/index.html: a refers to gone, which is missing"])
    }

    /// DocC's static HTML in the site (`mfs build --api-reference`) is DocC's,
    /// not mfs's: its pages, which run only over HTTP, are not loaded; a
    /// page's link into it is checked like any other.
    @Test func linksIntoADocCArchiveAreCheckedItsPagesAreNot() throws {
        let site = try fixture("good")
        defer { try? FileManager.default.removeItem(at: site.deletingLastPathComponent()) }
        let docc = "<!doctype html><html><head><meta charset=\"utf-8\"><script>var baseUrl = \"/reference/\"</script></head><body></body></html>"
        for (file, contents) in [("reference/index.html", docc), ("reference/documentation/index.html", docc), ("reference/metadata.json", "{}")] {
            let url = site.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
        let page = """
            <!DOCTYPE html>
            <html lang="ru"><head><meta charset="utf-8"><title>T</title></head>
            <body><main><h1><a href="../reference/documentation/">T</a></h1></main></body></html>
            """
        let folder = site.appendingPathComponent("links")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(page.utf8).write(to: folder.appendingPathComponent("index.html"))
        #expect(try checker().check(site: site).description == "checked 2 pages; against the engine 3 figures, 8 views (1 hidden), 3 texts: no problems")
        try FileManager.default.removeItem(at: site.appendingPathComponent("reference/documentation/index.html"))
        #expect(try checker().check(site: site).problems.map(\.description) == ["links/index.html: link to reference/documentation has no index.html"])
    }

    /// Issue 16: a two-state figure ("read more") is measured as the page loads and with
    /// its embed's checkbox on, each state against the engine's snapshot of that state.
    @Test func checksBothStatesOfATwoStateFigure() throws {
        let site = try fixture("toggle")
        defer { try? FileManager.default.removeItem(at: site.deletingLastPathComponent()) }
        let report = try checker().check(site: site)
        #expect(report.problems.map(\.description) == ["index.html: demo 120x60 below: y is 65 in the browser, 55 in the engine"])
        #expect([report.figures, report.views] == [Int]([4, 8]))
    }

    /// Issue 16: a table drawn as its scrolled window. A row cut by the canvas's edge is
    /// compared at its exact place, partly outside the canvas, which clips it; the same
    /// row over a canvas that does not clip, and a row the canvas clips away whole, are problems.
    @Test func passesARowCutByAClippingCanvasOnly() throws {
        let site = try fixture("window")
        defer { try? FileManager.default.removeItem(at: site.deletingLastPathComponent()) }
        let report = try checker().check(site: site)
        #expect(report.problems.map(\.description) == [
            "index.html: demo 100x60 FriendCell[3]: box (0, -25, 100, 40) is not inside its canvas (100 x 60)",
            "index.html: demo 100x60 FriendCell[5]: lies wholly outside its canvas, which clips it away",
        ])
        #expect([report.figures, report.views, report.texts] == [Int]([3, 9, 6]))
    }

    /// Issue 15: a hidden clamped label whose inline `display` overrode `hidden`, and a Tab stop.
    @Test func reportsAHiddenViewTheBrowserDrawsAndFocuses() throws {
        let site = try fixture("hidden")
        defer { try? FileManager.default.removeItem(at: site.deletingLastPathComponent()) }
        let report = try checker().check(site: site)
        #expect(report.problems.map(\.description) == [
            "index.html: demo 200x120 badge: is hidden in the engine, drawn in the browser (display flow-root, visibility visible)",
            "index.html: demo 200x120 badge: is hidden in the engine, but a Tab stop",
        ])
        #expect(report.description.hasSuffix("checked 1 pages; against the engine 1 figures, 5 views (1 hidden), 3 texts: 2 problems"))
    }

    @Test func comparesEveryViewFrameAndLineCountWithTheEngine() throws {
        let site = try fixture("good")
        defer { try? FileManager.default.removeItem(at: site.deletingLastPathComponent()) }
        let page = site.appendingPathComponent("index.html")
        var html = try String(contentsOf: page, encoding: .utf8)
        // Each change breaks one rule; the first canvas is drawn at half size, which the comparison divides out.
        for (old, new) in [("left:10.5px;top:8.25px", "left:10.5px;top:8.5px"), ("-webkit-line-clamp:2", "-webkit-line-clamp:1"),
                           ("Ada &amp; «Grace»", "Ada &amp; Grace"), ("data-name=\"title\"", "data-name=\"heading\""), ("--lx:5px", "--lx:6px"),
                           ("data-name=\"bodyLbl\" data-cache=\"frames\" data-lines=\"2\"", "data-name=\"bodyLbl\" data-cache=\"sizes\" data-lines=\"3\""),
                           ("data-name=\"badge\" data-cache=\"none\" data-lines=\"1\" hidden", "data-name=\"badge\" data-cache=\"none\" data-lines=\"1\""),
                           ("data-language=\"en\">\n<div class=\"mfs-canvas\" style=\"position:relative;width:200px",
                            "data-language=\"en\">\n<div class=\"mfs-canvas\" style=\"transform:scale(0.5);position:relative;width:200px")] {
            #expect(html.contains(old))
            html = html.replacingOccurrences(of: old, with: new)
        }
        try Data(html.utf8).write(to: page)
        let report = try checker().check(site: site)
        #expect(report.problems.map(\.description) == [
            "index.html: demo 200x120 badge: box (500, 0, 10, 10) is not inside its canvas (200 x 120)",
            "index.html: demo 200x120 badge: text overflows vertically: scrollHeight 400 > clientHeight 10",
            "index.html: demo 200x120 badge: text overflows horizontally: scrollWidth 13 > clientWidth 10",
            "index.html: demo 200x120 box: y is 8.5 in the browser, 8.25 in the engine",
            "index.html: demo 200x120 title: is in the engine's snapshot, not in the page",
            "index.html: demo 200x120 bodyLbl: data-cache is sizes, the engine's frame came from frames",
            "index.html: demo 200x120 bodyLbl: data-lines is 3, the engine laid out 2",
            "index.html: demo 200x120 bodyLbl: shows 1 lines, the engine laid out 2",
            "index.html: demo 200x120 badge: is hidden in the engine, drawn in the browser (display block, visibility visible)",
            "index.html: demo 200x120 FriendCell[0].nameLbl: shows the text \"Ada & Grace\", the engine's is \"Ada & «Grace»\"",
            "index.html: demo 200x120 heading: is in the page, not in the engine's snapshot",
            "index.html: demo 50x100 box: x is 6 in the browser, 5 in the engine",
        ])
    }

    @Test func reportsEveryProblemOfTheBrokenPageByPageScreenSizeAndView() throws {
        let site = try fixture("broken")
        defer { try? FileManager.default.removeItem(at: site.deletingLastPathComponent()) }
        let report = try checker().check(site: site)
        #expect(report.problems.map(\.description) == [
            "index.html: console error: deliberate console error",
            "index.html: script error: Uncaught ReferenceError: undefinedFunction is not defined (index.html:7)",
            "index.html: failed to load missing.png",
            "index.html: font Inter 400 normal failed to load",
            "index.html: font Inter 400 did not load",
            "index.html: demo 200x100 outside: box (180, 8, 50, 20) is not inside its canvas (200 x 100)",
            "index.html: demo 200x100 wrapped: text overflows vertically: scrollHeight 40 > clientHeight 20",
            "index.html: demo 200x100 wide: text overflows horizontally: scrollWidth 80 > clientWidth 40",
            "index.html: demo 200x100 shifted: x is 13 in the browser, 10 in the engine",
            "index.html: demo 200x100 wrapped: shows 2 lines, the engine laid out 1",
            "index.html: demo 300x100: canvas is 290 x 100 in the browser, 300 x 100 in the engine",
            "index.html: demo 300x100 percent: x is 29 in the browser, 10 in the engine",
            "index.html: demo: cannot be compared with the engine: it has no data-size",
            "index.html: demo 300x100: is not drawn when the page loads (its canvas or an ancestor has display none or is invisible)",
            "index.html: img refers to missing.png, which is missing",
            "index.html: a refers to nowhere, which is missing",
            "index.html: css refers to fonts/missing.otf, which is missing",
        ])
        #expect(report.problems[8] == SiteProblem(page: "index.html", screen: "demo", size: "200x100", view: "shifted",
                                                  message: "x is 13 in the browser, 10 in the engine"))
        #expect(report.description.hasSuffix("checked 1 pages; against the engine 2 figures, 5 views (0 hidden), 2 texts: 17 problems"))
    }

    @Test func leavesTheCheckedSiteUntouched() throws {
        let site = try fixture("broken")
        defer { try? FileManager.default.removeItem(at: site.deletingLastPathComponent()) }
        let before = try Data(contentsOf: site.appendingPathComponent("index.html"))
        _ = try checker().check(site: site)
        #expect(try Data(contentsOf: site.appendingPathComponent("index.html")) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: site.path).sorted() == ["fonts", "index.html", "style.css"])
    }
}
