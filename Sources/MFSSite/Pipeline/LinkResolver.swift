/// Rewrites links between content files into links between pages, and checks
/// that the target page and anchor exist.
struct LinkResolver: Sendable {
    /// Pages by their source path relative to the content folder (`ru/cells.md`).
    let pages: [String: Page]

    /// Pages by their folder in the site (`ru/cells/`).
    let folders: [String: Page]
    /// The site's folders that are not pages: the root (`""`) and each language's search page.
    let otherFolders: Set<String>

    init(pages: [Page]) {
        self.pages = Dictionary(uniqueKeysWithValues: pages.map { ("\($0.language.code)/\($0.slug).md", $0) })
        folders = Dictionary(uniqueKeysWithValues: pages.map { ($0.outputFolder, $0) })
        otherFolders = Set([""] + pages.map { "\($0.language.code)/search/" })
    }

    /// The `href` for `url` written in `page`; throws for a missing page or
    /// anchor. A link to a page's file (`.md`, in any letter case) leads to
    /// the page (a relative path from the page's own folder: `first.md`
    /// beside it, `../guides/first.md`); one to an asset of the page (`Page.assetURL`), to its copy;
    /// one to a folder of the site (`siteFolder`), relative (`../cells/`) or
    /// from the root (`/ru/cells/`), to that folder seen from the page.
    /// In a page shown untranslated (`Page.original`) a link leads to the
    /// page of the reader's language, or, when that one lacks the anchor (its
    /// headings are translated), to the original's: both pages are as deep.
    func resolve(_ url: String, from page: Page, at position: SourcePosition) throws(Diagnostic) -> String {
        guard let original = page.original else { return try resolveInLanguage(url, from: page, at: position) }
        do { return try resolveInLanguage(url, from: page, at: position) } catch {
            return try resolveInLanguage(url, from: original, at: position)
        }
    }

    /// `resolve` among the pages of `page`'s language.
    private func resolveInLanguage(_ url: String, from page: Page, at position: SourcePosition) throws(Diagnostic) -> String {
        if url.isEmpty || url.utf8.contains(UInt8(ascii: ":")) || url.hasPrefix("//") { return url }
        let (path, anchor) = split(url)
        if path.isEmpty {
            try check(anchor, in: page, url: url, from: page, at: position)
            return url
        }
        guard SourceFile.isMarkdown(path) else {
            if let asset = page.assetURL(url) { return asset }
            guard let folder = Self.siteFolder(path, from: page.outputFolder) else { return url }
            guard let target = folder, folders[target] != nil || otherFolders.contains(target) else {
                throw diagnostic("broken link '\(url)': " + (folder.map { "no page at /\($0)" } ?? "it leads out of the site"), page, position)
            }
            if let targetPage = folders[target] { try check(anchor, in: targetPage, url: url, from: page, at: position) }
            let href = Self.relativeURL(from: page.outputFolder, to: target)
            return anchor.map { "\(href.isEmpty ? "./" : href)#\($0)" } ?? (href.isEmpty ? "./" : href)
        }
        let key = Self.normalized("\(page.language.code)/\(page.section)\(path.dropLast(3)).md")
        guard let target = key.flatMap({ pages[$0] }) else {
            throw diagnostic("broken link '\(url)': no page \(path)", page, position)
        }
        try check(anchor, in: target, url: url, from: page, at: position)
        let href = Self.relativeURL(from: page.outputFolder, to: target.outputFolder)
        return anchor.map { "\(href)#\($0)" } ?? href
    }

    /// The URL of `target` folder seen from the `from` folder, both relative to the site root.
    static func relativeURL(from: String, to target: String) -> String {
        String(repeating: "../", count: Self.depth(of: from)) + target
    }

    /// How many folders deep `folder` is: its non-empty components (`ru/cells/` → 2).
    static func depth(of folder: String) -> Int {
        var depth = 0, previous = UInt8(ascii: "/")
        for byte in folder.utf8 {
            if byte != UInt8(ascii: "/") && previous == UInt8(ascii: "/") { depth += 1 }
            previous = byte
        }
        return depth
    }

    private func check(_ anchor: String?, in target: Page, url: String, from page: Page,
                       at position: SourcePosition) throws(Diagnostic) {
        guard let anchor, !anchor.isEmpty else { return }
        let decoded = anchor.utf8.contains(UInt8(ascii: "%")) ? anchor.removingPercentEncoding ?? anchor : anchor
        guard target.headings.contains(where: { $0.id == decoded }) || decoded.hasPrefix("fn") else {
            throw diagnostic("broken link '\(url)': no heading '#\(decoded)' in \(target.sourcePath)", page, position)
        }
    }

    /// The folder of the site (`ru/cells/`, `""` for the root) that `path`,
    /// written in the page whose folder is `pageFolder`, names: `.none` when
    /// it names no folder (it does not end in `/`, `.` or `..`, or has a
    /// query); `.some(nil)` when it leads above the site's root.
    static func siteFolder(_ path: some StringProtocol, from pageFolder: String) -> String?? {
        let last = path.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
        guard last.isEmpty || last == "." || last == "..", !path.contains("?") else { return nil }
        let absolute = path.hasPrefix("/") ? String(path.dropFirst()) : pageFolder + path
        guard let folder = normalized(absolute) else { return .some(nil) }
        return .some(folder.isEmpty ? "" : folder + "/")
    }

    private func split(_ url: String) -> (String, String?) {
        guard let hash = url.utf8.firstIndex(of: UInt8(ascii: "#")) else { return (url, nil) }
        return (String(url[..<hash]), String(url[url.utf8.index(after: hash)...]))
    }

    /// `ru/../es/cells.md` → `es/cells.md`; `nil` when it leaves the content folder.
    private static func normalized(_ path: String) -> String? {
        var parts: [Substring] = []
        for bytes in path.utf8.split(separator: UInt8(ascii: "/")) {
            let part = Substring(bytes)
            switch part {
            case ".": continue
            case "..": guard parts.popLast() != nil else { return nil }
            default: parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }

    private func diagnostic(_ message: String, _ page: Page, _ position: SourcePosition) -> Diagnostic {
        let file = page.filePosition(position)
        return Diagnostic(path: page.sourcePath, line: file.line, column: file.column, message: message)
    }
}
