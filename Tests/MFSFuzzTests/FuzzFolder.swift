import Foundation
import Testing
import TestSupport

/// Points the fuzz targets at a temporary folder for a whole suite and
/// removes it after the suite: `MFSFuzz.folder` and the server's site are made
/// once a process, so every test that builds or serves is in that one suite.
struct FuzzFolder: SuiteTrait, TestScoping {
    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        setenv("MFS_FUZZ_FOLDER", folder.url.path, 1)
        try await function()
    }
}

extension Trait where Self == FuzzFolder {
    /// One temporary folder for the fuzz targets, for the whole suite.
    static var fuzzFolder: Self { Self() }
}
