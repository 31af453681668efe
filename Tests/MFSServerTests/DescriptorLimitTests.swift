import Foundation
import NIOCore
import NIOEmbedded
import Testing
@testable import MFSServer
import TestSupport
import MFS

/// The server out of file descriptors: it keeps listening and answers again once connections end.
@Suite(.timeLimit(.minutes(1))) struct DescriptorLimitTests {
    @Test func aQuarterOfTheDescriptorsIsKeptForFiles() {
        #expect(DescriptorLimit.connections(under: 20) == 8)
        #expect(DescriptorLimit.connections(under: 64) == 32)
        #expect(DescriptorLimit.connections(under: 1024) == 768)
        #expect(DescriptorLimit.connections(under: 65536) == 65280)
    }

    @Test func failedAcceptsAreLoggedAtMostOnceASecond() throws {
        let lines = Lines()
        let channel = EmbeddedChannel(handler: AcceptErrorLog(log: lines.append))
        for _ in 0..<3 {
            channel.pipeline.fireErrorCaught(IOError(errnoCode: EMFILE, reason: "accept4"))
            #expect(throws: IOError.self) { try channel.throwIfErrorCaught() }
        }
        #expect(lines.all == ["warning: cannot accept a connection: Too many open files (errno 24); still listening"])
    }

    /// `mfs-server` under `prlimit --nofile=64` (32 connections at once) with 100 connections held open:
    /// one more waits unanswered, and is answered as soon as they close.
    @Test func heldConnectionsBeyondTheLimitWaitAndAreServedOnceOthersEnd() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("Content/ru/index.md", "---\ntitle: T\n---\n\nТекст.\n")
        let binary = try #require(Bundle.main.executableURL?.deletingLastPathComponent().appendingPathComponent("mfs-server"))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/prlimit")
        process.arguments = ["--nofile=64:64", binary.path, "--port=0", "--no-watch",
                             "--content=" + folder.path("Content"), "--output=" + folder.path("Public")]
        FileManager.default.createFile(atPath: folder.path("out"), contents: nil)
        FileManager.default.createFile(atPath: folder.path("err"), contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: folder.url.appendingPathComponent("out"))
        process.standardError = try FileHandle(forWritingTo: folder.url.appendingPathComponent("err"))
        try process.run()
        defer {
            process.terminate()
            process.waitUntilExit()
        }
        let port = try await Self.listeningPort(in: folder.path("out"))

        let (held, waiting) = try await LoopbackSocket.offload {
            let held = try (0..<100).map { _ in try LoopbackSocket(port: port, timeout: .seconds(5)) }
            let waiting = try LoopbackSocket(port: port, timeout: .milliseconds(500))
            try waiting.send(Array("GET /ru/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".utf8))
            return (held, waiting)
        }
        #expect(try await LoopbackSocket.offload { try waiting.staysSilent() })
        held.forEach { $0.close() }
        let answer = try await LoopbackSocket.offload { () throws -> RawResponse in
            var bytes: [UInt8] = []
            let deadline = ContinuousClock.now + .seconds(5)
            while ContinuousClock.now < deadline {
                do {
                    let chunk = try waiting.receive()
                    if chunk.isEmpty { break }
                    bytes += chunk
                } catch let failure as LoopbackSocket.Failure where failure.isTimeout {}
            }
            return try RawResponse(bytes)
        }
        #expect(answer.status == 200)
        #expect(try await RawHTTP(port: port).request("/ru/").status == 200)
        #expect(process.isRunning)
    }

    /// The port `mfs-server` printed in its `serving ... on http://127.0.0.1:PORT/` line (waits up to 20 s).
    static func listeningPort(in output: String) async throws -> UInt16 {
        let deadline = ContinuousClock.now + .seconds(20)
        while ContinuousClock.now < deadline {
            let text = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
            if let range = text.range(of: "on http://127.0.0.1:"),
               let port = UInt16(text[range.upperBound...].prefix { $0.isNumber }) { return port }
            try await Task.sleep(for: .milliseconds(20))
        }
        throw LoopbackSocket.Failure(call: "mfs-server did not say it was serving", code: 0)
    }

    final class Lines: Sendable {
        private let lines = PthreadMutex<[String]>([])

        func append(_ line: String) { lines.withLock { $0.append(line) } }

        var all: [String] { lines.withLock { $0 } }
    }
}
