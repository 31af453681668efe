import Foundation
import Testing
import MFSBrowser
import MFSSite
import TestSupport

/// The search dialog of `assets/search.js` on a real page of the site, over
/// `file://` in headless Chromium, driven by the keys a reader presses.
@Suite struct SearchDialogTests {
    /// The DOM of the site's `ru/cells/` page after `script` ran at its end
    /// (after the page's own scripts); the script's last step MUST set
    /// `document.documentElement.dataset.done`.
    static func dom(running script: String, site: TemporaryDirectory) throws -> String {
        let page = try site.read("Public/ru/cells/index.html")
            .replacingOccurrences(of: "</body>", with: "<script>\(script)</script>\n</body>")
        // A name of its own: the tests share the built site (`RealSite`).
        let path = site.path("Public/ru/cells/dialog-\(UUID().uuidString).html")
        try page.write(toFile: path, atomically: true, encoding: .utf8)
        return try Chromium.locate().dumpDOM(of: URL(fileURLWithPath: path), virtualTimeBudget: 3000)
    }

    static let press = """
        function press(key, options) {
          var init = Object.assign({ key: key, bubbles: true, cancelable: true }, options || {});
          (document.activeElement || document.body).dispatchEvent(new KeyboardEvent("keydown", init));
        }
        function type(text) {
          var input = document.activeElement;
          input.value = text;
          input.dispatchEvent(new Event("input", { bubbles: true }));
        }

        """

    @Test func ctrlKOpensResultsAsYouTypeAndTheArrowsChoose() throws {
        let folder = try RealSite.folder()
        let dom = try Self.dom(running: Self.press + """
            press("k", { ctrlKey: true });
            type("кэш");
            setTimeout(function () {
              press("ArrowDown");
              press("ArrowDown");
              press("ArrowUp");
              document.documentElement.dataset.focus = document.activeElement.id;
              document.documentElement.dataset.done = "";
            }, 500);
            """, site: folder)
        #expect(dom.contains("<html lang=\"ru\" data-focus=\"search-dialog-query\" data-done=\"\">"))
        #expect(dom.contains("<dialog class=\"search-dialog\" aria-label=\"Поиск по сайту\" open=\"\"><div class=\"search-dialog-bar\">"
            + "<input type=\"text\" id=\"search-dialog-query\" placeholder=\"Поиск\" autocomplete=\"off\" spellcheck=\"false\" role=\"combobox\" "
            + "aria-label=\"Поиск по сайту\" aria-autocomplete=\"list\" aria-controls=\"search-dialog-results\" aria-expanded=\"true\" "
            + "aria-activedescendant=\"search-option-1\"><button type=\"button\" class=\"search-dialog-close\">Закрыть</button></div>"))
        #expect(dom.contains("<ul id=\"search-dialog-results\" class=\"search-dialog-results\" role=\"listbox\" aria-label=\"Результаты поиска\">"))
        // Eight results, then the way to all of them on the results page.
        #expect(dom.components(separatedBy: "role=\"option\"").count - 1 == 9)
        #expect(dom.contains("<li id=\"search-option-1\" class=\"search-option\" role=\"option\" aria-selected=\"true\""))
        #expect(dom.contains("<li id=\"search-option-0\" class=\"search-option\" role=\"option\" aria-selected=\"false\""))
        let all = try #require(dom.firstMatch(of: /<li id="search-option-8" class="search-option search-option-all" role="option" aria-selected="false" data-url="([^"]*)">Все результаты \((\d+)\) →<\/li>/))
        #expect(all.output.1.hasSuffix("/ru/search/index.html?q=%D0%BA%D1%8D%D1%88"))
        #expect(Int(all.output.2)! > 8)
        #expect(dom.contains("<span class=\"search-option-title\">MFS для ячеек — Три <mark>кэша</mark></span>"))
    }

    @Test func slashOpensItAndTheCloseButtonGivesTheFocusBack() throws {
        let folder = try RealSite.folder()
        let dom = try Self.dom(running: Self.press + """
            document.querySelector(".sidebar a").focus();
            press("/");
            var opened = document.querySelector("dialog.search-dialog").open && document.activeElement.id;
            document.querySelector(".search-dialog-close").click();
            document.documentElement.dataset.opened = opened;
            document.documentElement.dataset.back = document.activeElement.getAttribute("href");
            document.documentElement.dataset.done = "";
            """, site: folder)
        #expect(dom.contains("<html lang=\"ru\" data-opened=\"search-dialog-query\" data-back=\"../../ru/\" data-done=\"\">"))
        #expect(dom.contains("<dialog class=\"search-dialog\" aria-label=\"Поиск по сайту\"><div"))
    }
}
