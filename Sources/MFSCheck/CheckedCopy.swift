import Foundation

/// A throw-away copy of a built site in which every page runs the checking
/// script (`checker.js`, kept beside the copy, outside it) first. The
/// original site is never written to.
struct CheckedCopy {
    /// The copied site folder.
    let root: URL
    /// Every HTML page, as paths relative to `root`, sorted, but those of a DocC
    /// archive (`isDocCArchive`): DocC's pages, which the site only links to.
    let pages: [String]

    /// Copies `site` into a fresh temporary folder and injects the script.
    init(of site: URL) throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("mfs-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let root = scratch.appendingPathComponent("site")
        self.root = root
        try FileManager.default.copyItem(at: site, to: root)
        let script = scratch.appendingPathComponent("checker.js")
        try FileManager.default.copyItem(at: try Self.scriptURL(), to: script)
        let files = FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? []
        let archives = files.filter { ($0 as NSString).lastPathComponent == "metadata.json" }.map { ($0 as NSString).deletingLastPathComponent }
            .filter { Self.isDocCArchive(root.appendingPathComponent($0)) }.map { $0.isEmpty ? "" : $0 + "/" }
        var pages: [String] = []
        for file in files where !archives.contains(where: file.hasPrefix) {
            guard file.hasSuffix(".html") else { continue }
            let url = root.appendingPathComponent(file)
            var html = try String(contentsOf: url, encoding: .utf8)
            if !file.contains("/") { html = Self.rootRelativeURLsResolved(html) }
            html = Self.refreshDisabled(html)
            try Data(Self.inject(script: script, into: html).utf8).write(to: url)
            pages.append(file)
        }
        self.pages = pages.sorted()
    }

    /// Whether `folder` holds DocC's static HTML (`docc convert
    /// --transform-for-static-hosting`): a `metadata.json`, and an `index.html`
    /// that sets DocC's `baseUrl`.
    static func isDocCArchive(_ folder: URL) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent("metadata.json").path)
            && ((try? String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8))?.contains("<script>var baseUrl = \"") ?? false)
    }

    /// The `file://` URL of `page`, with `fragment` (e.g. `mfs-shot=2`) when given.
    func url(of page: String, fragment: String? = nil) -> URL {
        let url = root.appendingPathComponent(page)
        guard let fragment else { return url }
        return URL(string: url.absoluteString + "#" + fragment) ?? url
    }

    /// The copy's `file://` URL ending in `/`: what the browser's messages
    /// start page URLs with.
    var rootPrefix: String {
        let url = root.absoluteString
        return url.hasSuffix("/") ? url : url + "/"
    }

    /// Deletes the copy.
    func remove() {
        try? FileManager.default.removeItem(at: root.deletingLastPathComponent())
    }

    /// `html` with its `meta refresh` (an alias's redirect page) made inert,
    /// so the browser stays on the page for the script to check it (its
    /// visible link, which leads where the refresh does, is checked as any).
    static func refreshDisabled(_ html: String) -> String {
        html.replacingOccurrences(of: "<meta http-equiv=\"refresh\"", with: "<meta data-mfs-check-refresh")
    }

    /// Loads `script` from a `<script>` element put right after the page's
    /// `<meta charset>` (which must stay in the first bytes), else after
    /// `<head>`, else at the very start; on the same line, so the page's
    /// line numbers in error messages stay right.
    static func inject(script: URL, into html: String) -> String {
        let element = "<script data-mfs-check-script src=\"\(script.absoluteString)\"></script>"
        for pattern in ["<meta charset", "<head"] {
            guard let start = html.range(of: pattern, options: .caseInsensitive),
                  let end = html[start.upperBound...].firstIndex(of: ">") else { continue }
            let insertion = html.index(after: end)
            return String(html[..<insertion]) + element + String(html[insertion...])
        }
        return element + html
    }

    /// `href="/x"` and `src="/x"` as `./x`: in a page at the site root (the
    /// 404 page, served at any depth, links from the root's path), a
    /// root-relative URL names a file of the site, which `file://` cannot see.
    static func rootRelativeURLsResolved(_ html: String) -> String {
        html.replacing(/(href|src)="\/(?!\/)/) { "\($0.1)=\"./" }
    }

    private static func scriptURL() throws -> URL {
        guard let url = Bundle.module.url(forResource: "checker", withExtension: "js") else {
            throw CheckFailure("checker.js is missing from the mfs build")
        }
        return url
    }
}
