import Foundation
import MFSSite
import Testing
@testable import MFSServer
import TestSupport

/// The server against clients that do not play by the rules, over raw loopback
/// sockets; every wait is bounded by the socket's timeout.
@Suite(.timeLimit(.minutes(1))) struct HostileClientTests {
    static let megabyte = String(repeating: "a", count: 1 << 20)

    /// Sends `request` from another thread while reading the answer with a 1 s limit; the status line's code.
    static func statusOfOversized(_ request: String, port: UInt16) async throws -> Int {
        try await LoopbackSocket.offload {
            let socket = try LoopbackSocket(port: port, timeout: .seconds(1))
            let sent = DispatchSemaphore(value: 0)
            Thread {
                try? socket.send(Array(request.utf8))
                sent.signal()
            }.start()
            defer { sent.wait() }
            return try RawResponse(socket.receiveAll()).status
        }
    }

    @Test func oversizedHeadsAreRefusedAtOnceWhileOtherRequestsAreServed() async throws {
        try await ServingTests.withServer { http, _ in
            let oversized = ["GET / HTTP/1.1\r\nX: \(Self.megabyte)\r\n\r\n", "GET / HTTP/1.1\r\nX: \(Self.megabyte)\r\n\r\n",
                             "GET /\(Self.megabyte) HTTP/1.1\r\nHost: x\r\n\r\n"]
            let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
                for request in oversized { group.addTask { try await Self.statusOfOversized(request, port: http.port) } }
                for _ in 0..<3 {
                    group.addTask {
                        try await http.exchange("GET /ru/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", timeout: .seconds(1)).status
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(statuses.sorted() == [200, 200, 200, 400, 400, 400])
        }
    }

    /// Malformed requests (400) and other methods than GET and HEAD (405, with `Allow`).
    static let refused: [(String, Int)] = [
        ("NONSENSE\r\n\r\n", 400),
        ("GET /ru/ HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n", 400),
        ("GET /ru/ HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n", 400),
        ("GET /ru/ HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab", 400),
        ("GET /ru/ HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 1\r\n\r\na", 400),
        ("GET /ru/ HTTP/1.1\r\nHost: x\r\nTransfer-Encoding : chunked\r\n\r\n0\r\n\r\n", 400),
        ("GET /ru/\0 HTTP/1.1\r\nHost: x\r\n\r\n", 400),
        ("BREW /ru/ HTTP/1.1\r\nHost: x\r\n\r\n", 400),
        ("GET secret.txt HTTP/1.1\r\nHost: x\r\n\r\n", 400),
        ("POST / HTTP/1.1\r\nHost: x\r\n\r\n", 405),
        ("POST /ru/ HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhello", 405),
        ("DELETE /ru/ HTTP/1.1\r\nHost: x\r\n\r\nGET /ru/ HTTP/1.1\r\nHost: x\r\n\r\n", 405),
        ("PROPFIND /ru/ HTTP/1.1\r\nHost: x\r\n\r\n", 405),
    ]

    /// Each gets one whole answer (its body as long as `Content-Length` says) on a connection
    /// that then ends: nothing is dropped unanswered, unknown methods are no 404, a keep-alive
    /// client neither hangs nor reads a later answer out of step; and the server serves on.
    @Test(arguments: refused)
    func badRequestsGetOneWholeAnswerAndTheConnectionEnds(request: String, status: Int) async throws {
        try await ServingTests.withServer { http, _ in
            let response = try await http.exchange(request)
            #expect(response.status == status)
            #expect(response.headers["connection"] == "close")
            #expect(response.headers["content-length"] == String(response.body.count))
            if status == 405 {
                #expect(response.headers["allow"] == "GET, HEAD")
                #expect(response.text == "405 Method Not Allowed: only GET and HEAD are served\n")
            }
            #expect(try await http.request("/ru/").status == 200)
        }
    }

    /// A folder asked for with extra leading slashes is redirected to a path, never to `//host/`.
    @Test(arguments: [("//ru", "/ru/"), ("///ru", "/ru/"), ("//ru?a=1", "/ru/?a=1"), ("/%2Fru", "/%2Fru/")])
    func redirectsNeverNameAnotherHost(target: String, location: String) async throws {
        try await ServingTests.withServer { http, _ in
            let response = try await http.request(target)
            #expect(response.status == 301)
            #expect(response.headers["location"] == location)
        }
    }

    @Test func anIdleConnectionIsClosedAfterTheTimeout() async throws {
        try await ServingTests.withServer(idleTimeout: .milliseconds(300)) { http, _ in
            let (closed, waited) = try await LoopbackSocket.offload {
                let socket = try LoopbackSocket(port: http.port, timeout: .seconds(3))
                let start = ContinuousClock.now
                return (try socket.receive().isEmpty, ContinuousClock.now - start)
            }
            #expect(closed)
            #expect(waited >= .milliseconds(300))
        }
    }

    /// A request head sent a line at a time, each in time for the idle timeout, is cut off all the same.
    @Test func aHeadTrickledInSlowlyIsCutOff() async throws {
        try await ServingTests.withServer(idleTimeout: .milliseconds(300)) { http, _ in
            let answer = try await LoopbackSocket.offload { () throws -> [UInt8]? in
                let socket = try LoopbackSocket(port: http.port, timeout: .milliseconds(50))
                try socket.send(Array("GET /ru/ HTTP/1.1\r\n".utf8))
                for line in 0..<60 {
                    do {
                        try socket.send(Array("X-\(line): y\r\n".utf8))
                        return try socket.receive()
                    } catch let failure as LoopbackSocket.Failure where failure.isTimeout {
                        continue
                    } catch {
                        return []
                    }
                }
                return nil
            }
            #expect(answer == [])
        }
    }

    @Test func aKeptAliveConnectionIsClosedWhenIdleAfterItsAnswer() async throws {
        try await ServingTests.withServer(idleTimeout: .milliseconds(300)) { http, _ in
            let bytes = try await LoopbackSocket.offload {
                let socket = try LoopbackSocket(port: http.port, timeout: .seconds(3))
                try socket.send(Array("GET /robots.txt HTTP/1.1\r\nHost: x\r\n\r\n".utf8))
                return try socket.receiveAll()
            }
            let response = try RawResponse(bytes)
            #expect(response.status == 200)
            #expect(response.text == "User-agent: *\n")
        }
    }

    /// Open for three times the idle timeout after its first event, and not closed.
    @Test func anEventStreamOutlivesTheIdleTimeout() async throws {
        try await ServingTests.withServer(idleTimeout: .milliseconds(500)) { http, _ in
            var events = try await http.events(timeout: .milliseconds(1500))
            #expect(try await events.next() == .init(name: "reload", data: "a1-1"))
            let socket = events.socket
            #expect(try await LoopbackSocket.offload { try socket.staysSilent() })
            events.close()
        }
    }

    /// 1,000 pages opening the event stream and going away leave the server holding
    /// no socket for them within a second, whether it watches the content or not.
    @Test(arguments: [true, false])
    func closedEventStreamsReleaseTheirSockets(watching: Bool) async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("Content/ru/index.md", "---\ntitle: T\n---\n\nТекст.\n")
        let builder = IncrementalSiteBuilder(contentDirectory: folder.path("Content"), outputDirectory: folder.path("Public"))
        let server = DevServer(host: "127.0.0.1", port: 0, outputDirectory: folder.path("Public"),
                               watching: watching ? [folder.path("Content")] : [],
                               build: { () throws(BuildFailure) in try builder.build() }, report: { _ in },
                               generation: BuildStamp(run: 0xc3, count: 1))
        let port = try await server.start()
        let listening = try OpenSockets.count(localPort: port)
        #expect(listening == 1)
        try await LoopbackSocket.offload {
            for cycle in 0..<1000 {
                let socket = try LoopbackSocket(port: port, timeout: .seconds(2))
                try socket.send(Array("GET /.mfs/events HTTP/1.1\r\nHost: x\r\n\r\n".utf8))
                if cycle.isMultiple(of: 2) { _ = try socket.receive() }
                socket.close()
            }
        }
        let deadline = ContinuousClock.now + .seconds(1)
        var open = try OpenSockets.count(localPort: port)
        while open > listening, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(10))
            open = try OpenSockets.count(localPort: port)
        }
        #expect(open == listening)
        await server.stop()
    }
}
