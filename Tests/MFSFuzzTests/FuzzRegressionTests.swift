import Foundation
import MFSSite
import Testing
@testable import MFSFuzz

/// Every input `make fuzz` found a failure with, replayed through the fuzz
/// target exactly as the fuzzer ran it (a failure stops the test process),
/// plus the exact behaviour its fix promises.
@Suite(.serialized) struct FuzzRegressionTests {
    static let crashes: [String] = {
        let folder = Bundle.module.url(forResource: "Crashes", withExtension: nil)!
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }()

    @Test(arguments: crashes)
    func aCrashInputNoLongerFails(name: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mfs-fuzz-test-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        setenv("MFS_FUZZ_FOLDER", folder.path, 1)
        let input = try Data(contentsOf: Bundle.module.url(forResource: "Crashes/\(name)", withExtension: nil)!)
        input.withUnsafeBytes { MFSFuzz.run($0) }
        // What the fuzzer found broken, checked outright as well.
        let ids = try Heading.collect(in: MarkdownParser.parse(String(decoding: input, as: UTF8.self), path: name)).map(\.id)
        #expect(Set(ids).count == ids.count, "\(ids)")
    }

    /// Found by the fuzzer: a heading whose text reads like an earlier repeat
    /// (`a`, `a`, `a-1`) got that repeat's id, so two headings shared one.
    @Test func headingIDsStayUniqueWhenAHeadingLooksLikeARepeat() throws {
        let ids = try Heading.collect(in: MarkdownParser.parse("# a\n\n# a\n\n# a-1\n\n## A-1\n\n# a\n", path: "a.md")).map(\.id)
        #expect(ids == ["a", "a-1", "a-1-1", "a-1-2", "a-2"])
    }

    /// Found by the fuzzer: an image's alt text dropped raw inline HTML that
    /// cmark-gfm keeps (escaped).
    @Test func imageAltTextKeepsRawInlineHTMLEscapedAsCmarkGFMDoes() throws {
        let source = "![a <b>x</b> `c`\nd](x.png)\n"
        let html = try MarkdownHTMLRenderer().render(MarkdownParser.parse(source, path: "alt.md"))
        #expect(html == "<p><img src=\"x.png\" alt=\"a &lt;b&gt;x&lt;/b&gt; c d\" /></p>\n")
        #expect(html == MarkdownParser.referenceHTML(source))
    }
}
