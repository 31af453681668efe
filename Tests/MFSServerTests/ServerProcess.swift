import Foundation
import TestSupport

/// `mfs-server` (built beside the tests) run as a child process in `folder`,
/// its output written to `folder/out` and `folder/err`; stopped by `stop()`.
final class ServerProcess {
    let folder: TemporaryDirectory
    private let process = Process()

    /// Starts `mfs-server arguments` in `folder`, under `prlimit --nofile=LIMIT` when given a descriptor limit.
    init(_ arguments: [String], in folder: TemporaryDirectory, descriptorLimit: Int? = nil) throws {
        self.folder = folder
        guard let binary = Bundle.main.executableURL?.deletingLastPathComponent().appendingPathComponent("mfs-server") else {
            throw CocoaError(.executableNotLoadable)
        }
        if let descriptorLimit {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/prlimit")
            process.arguments = ["--nofile=\(descriptorLimit):\(descriptorLimit)", binary.path] + arguments
        } else {
            process.executableURL = binary
            process.arguments = arguments
        }
        process.currentDirectoryURL = folder.url
        try folder.write("out", "")
        try folder.write("err", "")
        process.standardOutput = try FileHandle(forWritingTo: folder.url.appendingPathComponent("out"))
        process.standardError = try FileHandle(forWritingTo: folder.url.appendingPathComponent("err"))
        try process.run()
    }

    var standardOutput: String { (try? folder.read("out")) ?? "" }
    var standardError: String { (try? folder.read("err")) ?? "" }
    var isRunning: Bool { process.isRunning }

    /// The exit status once the process has exited, waiting `timeout` at most; nil if it still runs.
    func exitStatus(within timeout: Duration) async throws -> Int32? {
        let deadline = ContinuousClock.now + timeout
        while process.isRunning, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(20)) }
        return process.isRunning ? nil : process.terminationStatus
    }

    /// The port it printed in its `serving ... on http://127.0.0.1:PORT/` line (waits up to `patience`;
    /// the output is read once more after the wait, which a busy test run may stretch past it).
    func listeningPort(patience: Duration = .seconds(20)) async throws -> UInt16 {
        let deadline = ContinuousClock.now + patience
        while true {
            let text = standardOutput
            if let range = text.range(of: "on http://127.0.0.1:"),
               let port = UInt16(text[range.upperBound...].prefix { $0.isNumber }) { return port }
            guard ContinuousClock.now < deadline else { break }
            try await Task.sleep(for: .milliseconds(20))
        }
        throw LoopbackSocket.Failure(call: "mfs-server did not say it was serving", code: 0)
    }

    func stop() {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }
}
