import Foundation
import Testing
import MFSSite
import TestSupport

/// Every relative link and image of `README.md` and `docs/*.md` leads to a
/// file or folder of the repository, and a `#fragment` into a Markdown file
/// (or into the same file) to one of its headings, as GitHub names their
/// anchors. Links with a scheme (`https:`, `mailto:`) are not followed.
@Suite struct DocumentationLinkTests {
    @Test func everyRelativeLinkOfTheDocumentationResolves() throws {
        let root = ContentSiteTests.root
        let docs = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)
            .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
        let problems = try Self.brokenLinks(in: ["README.md"] + docs, below: root)
        #expect(problems == [])
    }

    @Test func aMissingFileOrHeadingIsReportedAtItsLink() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("README.md", """
            # Set-up

            See [writing](docs/writing.md#front-matter) and [gone](docs/gone.md),
            [here](#set-up), [nowhere](#set-down) and [the web](https://example.com/gone.md).

            ```markdown
            [in code](not-a-link.md)
            ```
            """)
        try folder.write("docs/writing.md", """
            # Writing pages

            ## Front matter

            ## Front matter

            ![A screen](screenshots/login%20screen.png) [back](../README.md#setup)
            [the second](#front-matter-1) [a third](#front-matter-2) [a folder](../docs/)
            """)
        try folder.write("docs/screenshots/login screen.png", "")
        let problems = try Self.brokenLinks(in: ["README.md", "docs/writing.md"], below: folder.url)
        #expect(problems == [
            "README.md:3:49: broken link 'docs/gone.md': no file docs/gone.md",
            "README.md:4:18: broken link '#set-down': README.md has no heading 'set-down'",
            "docs/writing.md:7:45: broken link '../README.md#setup': README.md has no heading 'setup'",
            "docs/writing.md:8:31: broken link '#front-matter-2': docs/writing.md has no heading 'front-matter-2'",
        ])
    }

    /// `PATH:LINE:COL: broken link 'URL': REASON` for each relative link or
    /// image of `files` (paths below `root`) that leads nowhere; COL counts
    /// bytes, as cmark-gfm does.
    static func brokenLinks(in files: [String], below root: URL) throws -> [String] {
        var anchors: [String: Set<String>] = [:]
        func headings(_ file: String) throws -> Set<String> {
            if let known = anchors[file] { return known }
            let found = Self.anchors(try document(file))
            anchors[file] = found
            return found
        }
        func document(_ file: String) throws -> MarkdownNode {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            return try MarkdownParser.parse(text, path: file)
        }
        func reason(_ url: String, from file: String) throws -> String? {
            guard !hasScheme(url) else { return nil }
            let (path, fragment) = url.firstIndex(of: "#").map { (String(url[..<$0]), String(url[url.index(after: $0)...])) } ?? (url, "")
            let target: String
            if path.isEmpty {
                target = file
            } else {
                let decoded = path.removingPercentEncoding ?? path
                let base = decoded.hasPrefix("/") ? root : root.appendingPathComponent(file).deletingLastPathComponent()
                let resolved = base.appendingPathComponent(decoded).standardizedFileURL.path
                target = String(resolved.dropFirst(root.standardizedFileURL.path.count + 1))
                guard FileManager.default.fileExists(atPath: resolved) else { return "no file \(target)" }
            }
            guard !fragment.isEmpty, target.hasSuffix(".md") else { return nil }
            return try headings(target).contains(fragment) ? nil : "\(target) has no heading '\(fragment)'"
        }
        var problems: [String] = []
        for file in files {
            try document(file).walk { node in
                switch node.kind {
                case let .link(url, _), let .image(url, _):
                    if let reason = try reason(url, from: file) {
                        problems.append("\(file):\(node.position.line):\(node.position.column): broken link '\(url)': \(reason)")
                    }
                default: break
                }
            }
        }
        return problems
    }

    /// Whether `url` starts with a scheme (`https:`), which this test does not follow.
    private static func hasScheme(_ url: String) -> Bool {
        guard let colon = url.firstIndex(of: ":"), let first = url.first, first.isASCII, first.isLetter else { return false }
        return url[..<colon].allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+.-".contains($0)) }
    }

    /// The anchors GitHub gives the headings of `document`: the heading's text
    /// lowercased, with only letters, marks, numbers, `-`, `_` and spaces
    /// kept and each space made a `-`; a repeated anchor gets `-1`, `-2`, ...
    static func anchors(_ document: MarkdownNode) -> Set<String> {
        var counts: [String: Int] = [:], anchors: Set<String> = []
        document.walkBlocks { node in
            guard case .heading = node.kind else { return }
            let slug = String(String.UnicodeScalarView(node.plainText.lowercased().unicodeScalars.compactMap { scalar in
                switch scalar.properties.generalCategory {
                case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                     .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber: scalar
                default: scalar == " " ? "-" : scalar == "-" || scalar == "_" ? scalar : nil
                }
            }))
            let count = counts[slug, default: 0]
            counts[slug] = count + 1
            anchors.insert(count == 0 ? slug : "\(slug)-\(count)")
        }
        return anchors
    }
}
