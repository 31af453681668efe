import Foundation
import MFSSite
import Testing
@testable import MFSFuzz

/// Every input `make fuzz` found a failure with, replayed through the fuzz
/// target that found it (`Crashes/TARGET/NAME`) exactly as the fuzzer ran it
/// (a failure stops the test process), plus the exact behaviour its fix
/// promises; and the targets that build and serve, run live.
@Suite(.serialized, .fuzzFolder) struct FuzzRegressionTests {
    /// `TARGET/NAME` of each input in `Crashes/`.
    static let crashes: [String] = {
        let folder = Bundle.module.url(forResource: "Crashes", withExtension: nil)!
        let targets = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return targets.flatMap { target in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(target).path)) ?? []).map { "\(target)/\($0)" }
        }.sorted()
    }()

    @Test(arguments: crashes)
    func aCrashInputNoLongerFails(name: String) throws {
        let target = try FuzzTarget(name: String(name.prefix { $0 != "/" }))
        let input = try Data(contentsOf: Bundle.module.url(forResource: "Crashes/\(name)", withExtension: nil)!)
        input.withUnsafeBytes { MFSFuzz.run($0, target: target) }
    }

    /// The replays cover the content and nesting targets' findings so far.
    @Test func theCrashesAreTheTargetsFindings() {
        #expect(Self.crashes == ["content/heading-ids-repeat.md", "content/image-alt-raw-html.md", "content/tagfilter-form-feed.md",
                                 "nesting/deep-line-slow-parse.bin", "nesting/renderer-stack-overflow.bin"])
    }

    /// Found by the nesting target: three bytes nested a paragraph thousands
    /// of levels deep, and the recursive renderer overflowed its thread's
    /// stack; the build now stops at the nesting limit with a located error.
    @Test func aDeepNestingIsALocatedErrorNotACrash() throws {
        let markdown = MFSFuzz.nestedMarkdown([0x25, 0x99, 0x5B])
        #expect(throws: Diagnostic.self) { try MarkdownParser.parse(markdown, path: "deep.md") }
        #expect(MFSFuzz.nestingProblem(markdown) == nil)
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

    /// The nesting target's page is built, every construct nested as the input says.
    @Test func aShallowNestingBuildsCleanly() throws {
        #expect(MFSFuzz.nestingProblem(MFSFuzz.nestedMarkdown([0, 1, 2, 3])) == nil)
        let page = try String(contentsOf: MFSFuzz.folder.appendingPathComponent("Public/ru/index.html"), encoding: .utf8)
        #expect(page.contains("""
            <blockquote>
            <ul>
            <li><em>e <img src="/l" alt="x" loading="lazy" decoding="async" /> e</em></li>
            </ul>
            </blockquote>
            """))
    }

    /// A build that stops at a located error is what the nesting target accepts.
    @Test func aNestingBuildMayStopAtAnErrorInThePage() throws {
        let page = "---\ntitle: [\n---\n\nx\n"
        #expect(MFSFuzz.nestingProblem(page) == nil)
        do {
            _ = try MFSFuzz.build(page: page)
            Issue.record("the page built")
        } catch {
            #expect(error.description == "\(MFSFuzz.folder.path)/Content/ru/index.md:3:1: error: "
                + "invalid YAML: did not find expected node content (while parsing a flow node)")
        }
    }

    /// The server-head target over heads that ask for the file outside the
    /// site, malformed ones and pipelined ones: every one is answered and
    /// the server goes on serving (a failure stops the test process).
    @Test(arguments: ["GET /out.txt HTTP/1.1\r\nHost: x\r\n\r\n", "GET /%2e%2e/secret.txt HTTP/1.1\r\n",
                      "\r\nBREW / HTCPCP/1.0\r\n\r\n", "GET //ru HTTP/1.1\r\n\r\nGET /ru HTTP/1.1\r\n\r\n", "/ru/..%2F..%2Fsecret.txt"])
    func theServerAnswersEveryHead(request: String) {
        Array(request.utf8).withUnsafeBytes { MFSFuzz.run($0, target: .serverHead) }
    }

    /// The answers the server-head target checks, exactly as the server sends them.
    @Test func theServerAnswersAHeadAskingOutsideTheSiteWithItsNotFoundPage() throws {
        let answer = String(decoding: try MFSFuzz.exchange(MFSFuzz.requestHead(Array("GET /out.txt HTTP/1.1\r\nHost: 127.0.0.1".utf8))), as: UTF8.self)
        #expect(answer.hasPrefix("HTTP/1.1 404 Not Found\r\n"))
        #expect(answer.contains("\r\n\r\n<html><body>404<script data-mfs-reload>"))
    }
}
