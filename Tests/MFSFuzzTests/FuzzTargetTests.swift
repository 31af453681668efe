import Testing
@testable import MFSFuzz

/// `make fuzz TARGET=...`: the names, and what `all` runs.
@Suite struct FuzzTargetTests {
    @Test func namesPickTheirTargetsAndNoNameIsAll() throws {
        #expect(try FuzzTarget(name: "content") == .content)
        #expect(try FuzzTarget(name: "server-head") == .serverHead)
        #expect(try FuzzTarget(name: "nesting") == .nesting)
        #expect(try FuzzTarget(name: "all") == .all)
        #expect(try FuzzTarget(name: nil) == .all)
        #expect(try FuzzTarget(name: "") == .all)
    }

    @Test func anUnknownNameIsRefusedWithTheNames() {
        #expect(throws: UnknownFuzzTarget(name: "server")) { try FuzzTarget(name: "server") }
        #expect(UnknownFuzzTarget(name: "server").description
            == "error: no fuzz target 'server'; TARGET is one of content, server-head, nesting, all")
    }

    @Test func allRunsEveryOtherTargetInOrder() {
        #expect(FuzzTarget.all.parts == [.content, .serverHead, .nesting])
        #expect(FuzzTarget.nesting.parts == [.nesting])
    }
}
