import Testing
import Foundation
import MFSBrowser

@Suite struct ChromiumTests {
    /// Writes `html` to a fresh temporary file and returns its URL.
    private func page(_ html: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mfs-browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("page.html")
        try Data(html.utf8).write(to: file)
        return file
    }

    @Test func dumpDOMReturnsTheDocumentAfterScriptsRan() throws {
        let url = try page("""
            <!doctype html><html><head><title>t</title></head><body><p id="out"></p>
            <script>setTimeout(() => { document.getElementById('out').textContent = String(6 * 7) }, 500)</script>
            </body></html>
            """)
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let dom = try Chromium.locate().dumpDOM(of: url, virtualTimeBudget: 2000)
        #expect(dom.contains(#"<p id="out">42</p>"#))
    }

    @Test func screenshotIsAPNGOfTheWindowSize() throws {
        let url = try page("<!doctype html><body style=\"margin:0;background:#f00\"></body>")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let png = url.deletingLastPathComponent().appendingPathComponent("shot.png")
        try Chromium.locate().screenshot(of: url, to: png, windowSize: BrowserWindowSize(width: 200, height: 120),
                                         virtualTimeBudget: 1000)
        let bytes = [UInt8](try Data(contentsOf: png))
        #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // IHDR: width and height, big-endian, at bytes 16..<24.
        #expect(Array(bytes[16..<24]) == [0, 0, 0, 200, 0, 0, 0, 120])
    }

    @Test func aMissingBrowserNamesThePackage() throws {
        #expect(throws: BrowserError.chromiumMissing(searchPath: ["/nonexistent"])) {
            try Chromium.locate(searchPath: "/nonexistent")
        }
        #expect(BrowserError.chromiumMissing(searchPath: ["/nonexistent"]).description
                == "chromium not found on PATH (/nonexistent); install the Debian package 'chromium' (make deps does)")
    }

    @Test func aFailingRunReportsItsStatus() throws {
        let failing = Chromium(executable: URL(fileURLWithPath: "/bin/false"))
        #expect(throws: BrowserError.self) {
            try failing.dumpDOM(of: URL(fileURLWithPath: "/nonexistent.html"))
        }
    }
}
