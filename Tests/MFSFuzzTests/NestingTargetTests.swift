import MFSSite
import Testing
@testable import MFSFuzz

/// The Markdown the nesting target makes of its input.
@Suite struct NestingTargetTests {
    /// One level of each construct: a byte's low two bits pick it.
    @Test func eachByteNestsTheConstructItsLowBitsPick() {
        #expect(MFSFuzz.nestedMarkdown([0, 1, 2, 3])
            == "---\ntitle: Nesting\n---\n\n> - _e ![x](/l) e_\n")
    }

    /// A byte whose high six bits are `h` adds `1 + h * h` levels;
    /// constructs of a kind take turns; inlines close in reverse.
    @Test func highBitsRepeatTheConstructAndKindsTakeTurns() {
        #expect(MFSFuzz.nestedMarkdown([1 | 2 << 2, 2 | 1 << 2, 3])
            == "---\ntitle: Nesting\n---\n\n1. - 1. - 1. *e _e ![x](/l) e_ e*\n")
    }

    /// 13 bytes of 0xFC (3,970 block quotes each) would be 51,610 levels: the depth stops at `deepestNesting`.
    @Test func theDepthStopsAtTheDeepest() {
        let page = MFSFuzz.nestedMarkdown([UInt8](repeating: 0xFC, count: 13))
        #expect(page == "---\ntitle: Nesting\n---\n\n" + String(repeating: "> ", count: MFSFuzz.deepestNesting) + "x\n")
        #expect(MFSFuzz.deepestNesting == 50_000)
    }

    /// A failed build passes only when each of its errors has a line and a column in the page.
    @Test func onlyErrorsLocatedInThePageAreAccepted() {
        let page = "/tmp/fuzz/Content/ru/index.md"
        #expect(MFSFuzz.problem(in: BuildFailure([Diagnostic(path: page, line: 6, column: 3, message: "too deep")])) == nil)
        #expect(MFSFuzz.problem(in: BuildFailure([Diagnostic(path: page, message: "too deep")]))
            == "the build failed without a position in the page:\n/tmp/fuzz/Content/ru/index.md: error: too deep")
        #expect(MFSFuzz.problem(in: BuildFailure([Diagnostic(path: "/tmp/fuzz/Content/site.yaml", line: 1, column: 1, message: "bad")]))
            == "the build failed without a position in the page:\n/tmp/fuzz/Content/site.yaml:1:1: error: bad")
        #expect(MFSFuzz.problem(in: BuildFailure([])) == "the build failed without a position in the page:\n")
    }
}
