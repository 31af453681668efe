import Testing
@testable import MFSSite

/// A child's standard output, read from its pipe to the end (what
/// `PageDates` runs git with).
@Suite struct PosixSpawnTests {
    @Test func theOutputIsTheChildsStandardOutputOnly() {
        #expect(PosixSpawn.output(of: ["sh", "-c", "printf 'out\\n'; printf 'err\\n' >&2"]) == Array("out\n".utf8))
    }

    /// More than a pipe holds (64 KiB): read while the child writes, never stuck.
    @Test func anOutputLargerThanThePipeIsReadWhole() {
        #expect(PosixSpawn.output(of: ["head", "-c", "300000", "/dev/zero"]) == [UInt8](repeating: 0, count: 300_000))
    }

    /// Standard input is /dev/null: a child that reads it ends at once.
    @Test func theChildReadsNothing() {
        #expect(PosixSpawn.output(of: ["cat"]) == [])
    }

    @Test func aFailureOrAMissingProgramHasNoOutput() {
        #expect(PosixSpawn.output(of: ["sh", "-c", "printf x; exit 3"]) == nil)
        #expect(PosixSpawn.output(of: ["sh", "-c", "kill -9 $$"]) == nil)
        #expect(PosixSpawn.output(of: ["mfs-no-such-program"]) == nil)
    }
}
