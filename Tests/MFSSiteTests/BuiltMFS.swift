import Foundation
import Testing

/// The `mfs` executable `swift build --build-tests` builds beside the test bundle.
enum BuiltMFS {
    static func url() throws -> URL {
        let mfs = try #require(Bundle.main.executableURL?.deletingLastPathComponent().appendingPathComponent("mfs"))
        try #require(FileManager.default.isExecutableFile(atPath: mfs.path), "build mfs first: swift build --build-tests")
        return mfs
    }
}
