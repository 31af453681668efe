import Foundation
import Testing
import TestSupport

/// The `mfs` executable `swift build --build-tests` builds beside the test bundle.
enum BuiltMFS {
    static func url() throws -> URL {
        let mfs = try #require(Bundle.main.executableURL?.deletingLastPathComponent().appendingPathComponent("mfs"))
        try #require(FileManager.default.isExecutableFile(atPath: mfs.path), "build mfs first: swift build --build-tests")
        return mfs
    }
}

extension BuiltMFS {
    /// Runs `mfs build` on `folder`'s `Content/` into its `Public/`, with the
    /// test's environment plus `environment`: the exit status and standard error.
    static func build(_ folder: TemporaryDirectory, environment: [String: String] = [:]) throws -> (Int32, String) {
        try run(["build", "--content", folder.path("Content"), "--output", folder.path("Public")], environment: environment)
    }

    /// Runs `mfs` with `arguments`, the test's environment plus `environment`: the exit status and standard error.
    static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> (Int32, String) {
        let (status, _, errors) = try printed(arguments, environment: environment)
        return (status, errors)
    }

    /// Runs `mfs` with `arguments`, the test's environment plus `environment`:
    /// the exit status, standard output and standard error (both read to their
    /// end, the output first: for commands that say little on standard error).
    static func printed(_ arguments: [String], environment: [String: String] = [:]) throws -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = try url()
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile(), said = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: printed, as: UTF8.self), String(decoding: said, as: UTF8.self))
    }
}
