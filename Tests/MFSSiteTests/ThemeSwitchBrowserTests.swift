import Foundation
import MFSBrowser
import Testing
import MFSSite
import TestSupport

/// The dark/light switch in headless Chromium (its system setting light): a
/// probe script at the end of the page reports the page's state, after an
/// optional action; a choice stored beforehand is put in place by the
/// theme's inline head script, before the page is drawn.
@Suite struct ThemeSwitchBrowserTests {
    /// `data-theme` (`none`), the switch's `hidden` and `aria-pressed`, the
    /// body's background, and the stored choice (`unset`); before and after ACTION.
    static let probe = """
        const state = () => {
          const button = document.querySelector('.site-header .theme-switch');
          let stored; try { stored = localStorage.getItem('mfs-theme'); } catch (e) { stored = 'error'; }
          return [document.documentElement.dataset.theme ?? 'none', button.hidden, button.getAttribute('aria-pressed'),
                  getComputedStyle(document.body).backgroundColor, stored ?? 'unset'].join(' ');
        };
        const before = state();
        ACTION
        document.body.dataset.probe = before + ' | ' + state();
        """

    /// The built page with `stored` put in localStorage before the theme's
    /// head script runs, and the probe with `action` at its end; the report.
    private func probe(stored: String? = nil, action: String = "") throws -> String {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("Content/ru/index.md", "---\ntitle: Тема\n---\n\nТекст.\n")
        #expect(folder.buildFailure() == nil)
        var html = try folder.read("Public/ru/index.html")
        if let stored { html = html.replacingOccurrences(of: "<head>\n", with: "<head>\n<script>localStorage.setItem('mfs-theme', '\(stored)');</script>\n") }
        html = html.replacingOccurrences(of: "</body>", with: "<script>\(Self.probe.replacingOccurrences(of: "ACTION", with: action))</script>\n</body>")
        try folder.write("Public/ru/probe.html", html)
        let dom = try Chromium.locate().dumpDOM(of: URL(fileURLWithPath: folder.path("Public/ru/probe.html")), virtualTimeBudget: 1000)
        return String(dom.range(of: "data-probe=\"").map { dom[$0.upperBound...].prefix { $0 != "\"" } } ?? "")
    }

    /// The page follows the system (light) and the switch shows, not
    /// pressed; pressing it makes the page dark and stores the choice.
    @Test func pressingTheSwitchMakesThePageDarkAndRemembersIt() throws {
        let report = try probe(action: "document.querySelector('.site-header .theme-switch').click();")
        #expect(report == "none false false rgb(255, 255, 255) unset | dark false true rgb(15, 17, 21) dark")
    }

    /// A stored choice is on the page before the probe runs; pressing again returns to light.
    @Test func aStoredChoiceIsAppliedBeforeThePageIsDrawn() throws {
        #expect(try probe(stored: "dark", action: "document.querySelector('.site-header .theme-switch').click();")
            == "dark false true rgb(15, 17, 21) dark | light false false rgb(255, 255, 255) light")
    }

    /// A stored value that is no choice is ignored.
    @Test func aStrangeStoredValueIsIgnored() throws {
        #expect(try probe(stored: "sepia") == "none false false rgb(255, 255, 255) sepia | none false false rgb(255, 255, 255) sepia")
    }
}
