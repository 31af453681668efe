import Foundation
import NIOCore
import NIOEmbedded
import Testing
@testable import MFSServer
import TestSupport
import MFS

/// The server out of file descriptors: it keeps listening and answers again once connections end.
@Suite(.timeLimit(.minutes(3))) struct DescriptorLimitTests {
    @Test func aQuarterOfTheDescriptorsIsKeptForFiles() {
        #expect(DescriptorLimit.connections(under: 20) == 8)
        #expect(DescriptorLimit.connections(under: 64) == 32)
        #expect(DescriptorLimit.connections(under: 1024) == 768)
        #expect(DescriptorLimit.connections(under: 65536) == 65280)
    }

    @Test func halfTheConnectionsMayBeEventStreams() {
        #expect(DescriptorLimit.eventStreams(amongst: 1) == 1)
        #expect(DescriptorLimit.eventStreams(amongst: 8) == 4)
        #expect(DescriptorLimit.eventStreams(amongst: 768) == 384)
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
        let server = try ServerProcess(["--port=0", "--no-watch", "--content=Content", "--output=Public"], in: folder, descriptorLimit: 64)
        defer { server.stop() }
        let port = try await server.listeningPort()

        let (held, waiting) = try await LoopbackSocket.offload {
            let held = try (0..<100).map { _ in try LoopbackSocket(port: port, timeout: .seconds(5)) }
            let waiting = try LoopbackSocket(port: port, timeout: .milliseconds(500))
            try waiting.send(Array("GET /ru/ HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".utf8))
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
        #expect(server.isRunning)
    }

    final class Lines: Sendable {
        private let lines = PthreadMutex<[String]>([])

        func append(_ line: String) { lines.withLock { $0.append(line) } }

        var all: [String] { lines.withLock { $0 } }
    }
}
