import Foundation
import MFSBrowser
import TestSupport

/// A page of rendered Markdown loaded in headless Chromium, for tests that
/// check what its raw HTML runs: the HTML, then the page's own control script,
/// which sets `data-control="ok"` on the body.
enum ControlledPage {
    /// The DOM Chromium makes of a page holding `document` after a second of virtual time.
    static func dom(_ document: String) throws -> String {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("page.html", """
            <!doctype html><html><head><title>t</title></head><body>
            \(document)
            <script>document.body.dataset.control = 'o' + 'k'</script>
            </body></html>
            """)
        return try Chromium.locate().dumpDOM(of: URL(fileURLWithPath: folder.path("page.html")), virtualTimeBudget: 1000)
    }
}
