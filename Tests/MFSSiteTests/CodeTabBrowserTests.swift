import Foundation
import MFSBrowser
import Testing
import MFSSite
import TestSupport

/// Built pages with two tab groups and a plain code block, loaded in headless
/// Chromium with a probe script at the end that writes what it saw into the DOM.
@Suite struct CodeTabBrowserTests {
    static let page = """
        ---
        title: Вкладки
        ---

        ```swift tab=Swift
        let a = 1
        ```

        ```objc tab=Objective-C
        int a = 1;
        ```

        Между группами.

        ```swift tab=Swift
        let b = 2
        ```

        ```objc tab=Objective-C
        int b = 2;
        ```

        ```
        plain
        ```

        """

    /// Each radio's state, each panel's `display`, the stored choice and the copy buttons' texts.
    static let probe = """
        const state = () => [...document.querySelectorAll('.tabs input')].map(i => i.checked ? 1 : 0).join('')
          + ' ' + [...document.querySelectorAll('.tab-panel')].map(p => getComputedStyle(p).display[0]).join('');
        const before = state();
        ACTION
        let stored; try { stored = localStorage.getItem('mfs-code-tab'); } catch (e) { stored = 'error'; }
        document.body.dataset.probe = before + ' | ' + state() + ' | ' + stored + ' | '
          + [...document.querySelectorAll('.copy-button')].map(b => b.textContent).join(',');
        """

    /// Turns the style sheet's print rules on for the screen (headless Chromium
    /// dumps the DOM with screen media), then reports each tab label's and
    /// panel's `display` and each panel's name with its `display`.
    static let printProbe = """
        for (const sheet of document.styleSheets) {
          for (const rule of sheet.cssRules) { if (rule.media && rule.media.mediaText === 'print') { rule.media.mediaText = 'all'; } }
        }
        document.body.dataset.probe = [...document.querySelectorAll('.tabs > label')].map(l => getComputedStyle(l).display[0]).join('')
          + ' ' + [...document.querySelectorAll('.tab-panel')].map(p => getComputedStyle(p).display[0]).join('')
          + ' | ' + [...document.querySelectorAll('.tab-panel-name')].map(n => getComputedStyle(n).display[0] + ':' + n.textContent).join(',');
        """

    /// The page built, its scripts kept or removed, `preset` run before them
    /// and `action` in `script` (the probe); the probe's report.
    private func probe(scripts: Bool, preset: String = "", action: String = "", script: String = probe) throws -> String {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("Content/ru/index.md", Self.page)
        #expect(folder.buildFailure() == nil)
        var html = try folder.read("Public/ru/index.html")
        let tabs = "<script src=\"../assets/tabs.js\"></script>\n<script src=\"../assets/copy.js\"></script>"
        #expect(html.contains(tabs))
        html = html.replacingOccurrences(of: tabs, with: scripts ? "<script>\(preset)</script>\n" + tabs : "")
        html = html.replacingOccurrences(of: "</body>", with: "<script>\(script.replacingOccurrences(of: "ACTION", with: action))</script>\n</body>")
        try folder.write("Public/ru/probe.html", html)
        let dom = try Chromium.locate().dumpDOM(of: URL(fileURLWithPath: folder.path("Public/ru/probe.html")), virtualTimeBudget: 1000)
        let report = dom.range(of: "data-probe=\"").map { dom[$0.upperBound...].prefix { $0 != "\"" } } ?? ""
        return String(report)
    }

    /// Without scripts: the first tab of each group shows, no copy buttons.
    @Test func withoutScriptsTheFirstTabShows() throws {
        #expect(try probe(scripts: false, action: "document.getElementById('tabs-1-2').click();")
            == "1010 bnbn | 0110 nbbn | null | ")
    }

    /// With tabs.js: a choice in one group chooses it in every group and is stored;
    /// copy.js puts a button on each of the five code blocks (four in tabs).
    @Test func aChoiceIsMadeInEveryGroupAndRemembered() throws {
        #expect(try probe(scripts: true, action: "document.getElementById('tabs-1-2').click();")
            == "1010 bnbn | 0101 nbnb | Objective-C | Копировать,Копировать,Копировать,Копировать,Копировать")
    }

    /// In print every panel shows under its tab's name, the tab row hidden,
    /// whichever tab is chosen; on screen the names stay hidden.
    @Test func printingShowsEveryPanelWithItsName() throws {
        #expect(try probe(scripts: true, preset: "localStorage.setItem('mfs-code-tab', 'Objective-C');", script: Self.printProbe)
            == "nnnn bbbb | b:Swift,b:Objective-C,b:Swift,b:Objective-C")
        #expect(try probe(scripts: false, script: Self.printProbe.replacingOccurrences(of: "'all'", with: "'print'"))
            == "iiii bnbn | n:Swift,n:Objective-C,n:Swift,n:Objective-C")
    }

    /// A choice stored by an earlier page is chosen when the page loads.
    @Test func aStoredChoiceIsChosenOnLoad() throws {
        #expect(try probe(scripts: true, preset: "localStorage.setItem('mfs-code-tab', 'Objective-C');")
            == "0101 nbnb | 0101 nbnb | Objective-C | Копировать,Копировать,Копировать,Копировать,Копировать")
    }
}
