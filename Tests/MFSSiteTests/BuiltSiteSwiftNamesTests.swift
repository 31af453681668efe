import Foundation
import Testing
import MFSSite
import TestSupport

/// No Swift block of the built site uses a name from outside the frameworks an
/// iOS app links (UIKit, Foundation, QuartzCore, Dispatch; XCTest for the test
/// sketch), the Swift standard library and the code the site itself shows: a
/// name declared in some Swift block of the site, or in the demo app whose
/// regions the blocks show (the Swift files of each target a block includes
/// from, `file=Sources/TARGET/…`). The names of the UIKit, QuartzCore,
/// CoreGraphics and Foundation declarations the headless UIKit imitates are
/// those of `Tests/MFSTests/UIKitDeclarations.txt` (the API test's list); the
/// rest of the frameworks' and the standard library's names are
/// `Fixtures/swift-allowed-names.txt`, sorted, one a line.
@Suite struct BuiltSiteSwiftNamesTests {
    @Test func theRealContentUsesOnlyUIKitAndItsOwnNames() throws {
        let foreign = try Self.foreignNames(content: ContentSiteTests.root.appendingPathComponent("Content").path,
                                            output: RealSite.folder().url.appendingPathComponent("Public"))
        #expect(foreign == [], Comment(rawValue: "names from outside UIKit and the site:\n" + foreign.joined(separator: "\n")))
    }

    @Test func engineNamesAreForeign() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.copyFixture("swift-names", to: "Content")
        let foreign = try Self.foreignNames(content: folder.path("Content"))
        #expect(foreign == [
            "ru/index.html: Precomputation", "ru/index.html: WidthCache",
            "ru/index.html: findHeightForText", "ru/index.html: traced",
        ], Comment(rawValue: foreign.joined(separator: "\n")))
    }

    @Test func theAllowedNamesAreSortedAndUnique() throws {
        let names = try Self.allowedNames()
        #expect(names == Array(Set(names)).sorted())
    }

    @Test func theAllowedNamesAreNoneOfTheUIKitDeclarations() throws {
        #expect(Set(try Self.allowedNames()).intersection(try Self.declarationNames()).sorted() == [])
    }

    /// Every name in the headless UIKit's declaration list (`MODULE: DECLARATION`
    /// a line): types, members, argument labels and the types they take.
    static func declarationNames() throws -> Set<String> {
        let list = try String(contentsOf: ContentSiteTests.root.appendingPathComponent("Tests/MFSTests/UIKitDeclarations.txt"), encoding: .utf8)
        let name = try NSRegularExpression(pattern: "[A-Za-z_][A-Za-z0-9_]*")
        return Set(list.split(separator: "\n").flatMap { line -> [String] in
            let declaration = String(line.drop { $0 != ":" }.dropFirst())
            return name.matches(in: declaration, range: NSRange(declaration.startIndex..., in: declaration)).map {
                String(declaration[Range($0.range, in: declaration)!])
            }
        })
    }

    /// The names from the fixture file, in its order.
    static func allowedNames() throws -> [String] {
        let url = Bundle.module.url(forResource: "Fixtures/swift-allowed-names", withExtension: "txt")!
        return try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init)
    }

    /// The repository paths of the Swift files of every target a Swift block
    /// of `content` includes from (`file=Sources/TARGET/…`), sorted.
    static func shownSources(content: String) throws -> [String] {
        let targets = Set(try includedFiles(content: content).map { $0.split(separator: "/").prefix(2).joined(separator: "/") })
        return targets.sorted().flatMap { target in
            FileManager.default.enumerator(atPath: ContentSiteTests.root.appendingPathComponent(target).path)!
                .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted().map { target + "/" + $0 }
        }
    }

    /// The repository paths the Swift blocks of `content` include (`file=PATH`).
    static func includedFiles(content: String) throws -> Set<String> {
        let pages = FileManager.default.enumerator(atPath: content)!.compactMap { $0 as? String }.filter { $0.hasSuffix(".md") }
        let include = try NSRegularExpression(pattern: "^```swift .*\\bfile=(\\S+)", options: [.anchorsMatchLines])
        return Set(try pages.flatMap { page in
            let markdown = try String(contentsOfFile: content + "/" + page, encoding: .utf8)
            return include.matches(in: markdown, range: NSRange(markdown.startIndex..., in: markdown)).map {
                String(markdown[Range($0.range(at: 1), in: markdown)!])
            }
        })
    }

    /// Builds `content` and lists its foreign names (`foreignNames(content:output:)`).
    static func foreignNames(content: String) throws -> [String] {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        _ = try SiteBuilder(contentDirectory: content, outputDirectory: folder.path("Public")).build()
        return try foreignNames(content: content, output: folder.url.appendingPathComponent("Public"))
    }

    /// Lists, as `PAGE: NAME` sorted, each name the Swift of a page that `content`
    /// built into `output` uses that is neither allowed nor declared in the site.
    static func foreignNames(content: String, output: URL) throws -> [String] {
        let pages = FileManager.default.enumerator(atPath: output.path)!.compactMap { $0 as? String }
            .filter { $0.hasSuffix("/index.html") || $0 == "index.html" }
        var names: [String: SwiftBlockNames] = [:]
        for page in pages {
            let html = try String(contentsOf: output.appendingPathComponent(page), encoding: .utf8)
            names[page] = SwiftBlockNames(fragments: SwiftBlockNames.fragments(inPage: html))
        }
        let shown = SwiftBlockNames(fragments: try shownSources(content: content).map {
            CodeHighlighter.html(try String(contentsOf: ContentSiteTests.root.appendingPathComponent($0), encoding: .utf8), language: .swift)
        })
        let known = Set(try allowedNames()).union(try declarationNames())
            .union(names.values.flatMap(\.declared)).union(shown.declared)
        return names.flatMap { page, names in names.used.subtracting(known).map { "\(page): \($0)" } }.sorted()
    }
}
