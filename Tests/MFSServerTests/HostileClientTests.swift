import Foundation
import MFSScreens
import MFSSite
import Testing
@testable import MFSServer
import TestSupport

/// The server against clients that do not play by the rules, over raw loopback
/// sockets; every wait is bounded by the socket's timeout.
@Suite(.timeLimit(.minutes(3))) struct HostileClientTests {
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
                             "GET /\(Self.megabyte) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"]
            let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
                for request in oversized { group.addTask { try await Self.statusOfOversized(request, port: http.port) } }
                for _ in 0..<3 {
                    group.addTask {
                        try await http.exchange("GET /ru/ HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n", timeout: .seconds(1)).status
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(statuses.sorted() == [200, 200, 200, 400, 400, 400])
        }
    }

    /// Malformed requests (400), other methods than GET and HEAD (405, with `Allow`), a GET with
    /// a body (413) and a request for another host (421).
    static let refused: [(String, Int)] = [
        ("NONSENSE\r\n\r\n", 400),
        ("GET /ru/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n", 400),
        ("GET /ru/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: -1\r\n\r\n", 400),
        ("GET /ru/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab", 400),
        ("GET /ru/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 1\r\nContent-Length: 1\r\n\r\na", 400),
        ("GET /ru/ HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding : chunked\r\n\r\n0\r\n\r\n", 400),
        ("GET /ru/\0 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", 400),
        ("BREW /ru/ HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", 400),
        ("GET secret.txt HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", 400),
        ("POST / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", 405),
        ("POST /ru/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 5\r\n\r\nhello", 405),
        ("DELETE /ru/ HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\nGET /ru/ HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", 405),
        ("PROPFIND /ru/ HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", 405),
        ("GET /ru/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 5\r\n\r\nhello", 413),
        ("GET /.mfs/events HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n", 413),
        ("GET /ru/ HTTP/1.1\r\nHost: evil.example\r\n\r\n", 421),
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
            if status == 413 { #expect(response.text == "413 Content Too Large: a GET or HEAD request must not have a body\n") }
            #expect(try await http.request("/ru/").status == 200)
        }
    }

    /// A `Host` that is not `localhost` or an IP address with the server's port (a DNS-rebinding
    /// page's own name among them) gets a 421 that closes the connection; one that is, an answer.
    @Test func requestsForAnotherHostAreMisdirected() async throws {
        try await ServingTests.withServer { http, _ in
            let port = http.port
            let otherPort = port == 80 ? 81 : 80
            let misdirected = ["evil.example", "evil.example:\(port)", "127.0.0.1.nip.io:\(port)", "localhost:\(otherPort)",
                               "127.0.0.1:\(otherPort)", "[::1]:\(otherPort)", "localhost.", "[::1", "::1", "127.0.0.1:+\(port)",
                               "127.0.0.1:", "127.1", "", "127.0.0.1\r\nHost: evil.example"]
            for host in misdirected {
                let response = try await http.exchange("GET /robots.txt HTTP/1.1\r\nHost: \(host)\r\n\r\n")
                #expect(response.status == 421, "\(host)")
                #expect(response.headers["connection"] == "close", "\(host)")
                #expect(response.text == "421 Misdirected Request: this server answers only to localhost or an IP address "
                    + "with port \(port) in the Host header\n", "\(host)")
            }
            let named = ["localhost", "LocalHost:\(port)", "127.0.0.1:\(port)", "[::1]:\(port)", "[::1]", "192.168.1.5:\(port)", "0.0.0.0"]
            for host in named {
                let response = try await http.exchange("GET /robots.txt HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n")
                #expect(response.status == 200, "\(host)")
                #expect(response.text == "User-agent: *\n", "\(host)")
            }
            let unnamed = try await http.exchange("GET /robots.txt HTTP/1.1\r\nConnection: close\r\n\r\n")
            #expect(unnamed.status == 200)
        }
    }

    /// A body trickled in after its 413 holds the connection for a short while at most: the
    /// client reads its answer, then, sending a byte every 50 ms, finds the connection closed.
    @Test func aBodyTrickledInIsCutOffAfterItsAnswer() async throws {
        try await ServingTests.withServer(idleTimeout: .milliseconds(300)) { http, _ in
            let (response, cutOff) = try await LoopbackSocket.offload { () throws -> (RawResponse, Bool) in
                let socket = try LoopbackSocket(port: http.port, timeout: .seconds(5))
                try socket.send(Array("GET /ru/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100000\r\n\r\n".utf8))
                let response = try RawHTTP.receiveResponse(on: socket)
                // 5 s at most, until sending or reading fails: the server closed the connection.
                for _ in 0..<100 {
                    Thread.sleep(forTimeInterval: 0.05)
                    do {
                        try socket.send([0x61])
                    } catch {
                        return (response, true)
                    }
                }
                return (response, false)
            }
            #expect(response.status == 413)
            #expect(response.headers["connection"] == "close")
            #expect(cutOff)
        }
    }

    /// Event streams beyond half the connection cap (4 here) get a 503 that closes the
    /// connection and says when to try again; the pages' script does.
    @Test func eventStreamsBeyondTheirShareAreRefused() async throws {
        try await ServingTests.withServer(connectionLimit: 4) { http, _ in
            var first = try await http.events()
            var second = try await http.events()
            #expect(try await first.next() == .init(name: "reload", data: "a1-1"))
            #expect(try await second.next() == .init(name: "reload", data: "a1-1"))
            let refused = try await http.exchange("GET /.mfs/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            #expect(refused.status == 503)
            #expect(refused.headers["retry-after"] == "5")
            #expect(refused.headers["connection"] == "close")
            #expect(refused.text == "503 Service Unavailable: too many pages listen for builds; try again later\n")
            // A page gone leaves room for another (asked again until the server has seen it go, 5 s at most).
            first.close()
            let status = try await LoopbackSocket.offload { () throws -> String in
                var status = ""
                for _ in 0..<250 where status != "HTTP/1.1 200" {
                    let socket = try LoopbackSocket(port: http.port, timeout: .seconds(2))
                    try socket.send(Array("GET /.mfs/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8))
                    status = String(decoding: try socket.receive().prefix(12), as: UTF8.self)
                    Thread.sleep(forTimeInterval: 0.02)
                }
                return status
            }
            #expect(status == "HTTP/1.1 200")
            second.close()
        }
    }

    /// Slow clients beyond the connection cap (16 here): 24 event streams (8 may listen, the rest
    /// get a 503) and 24 requests trickling a body (a 413 each), all holding on; a plain GET is
    /// still answered, as soon as the refused ones are closed (the idle timeout after their answers).
    @Test func slowClientsBeyondTheCapLeaveRoomForRequests() async throws {
        try await ServingTests.withServer(idleTimeout: .milliseconds(500), connectionLimit: 16) { http, _ in
            let port = http.port
            let (answer, statuses) = try await LoopbackSocket.offload { () throws -> (RawResponse, [String]) in
                let listeners = try (0..<24).map { _ in try LoopbackSocket(port: port, timeout: .seconds(5)) }
                for listener in listeners { try listener.send(Array("GET /.mfs/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)) }
                let tricklers = try (0..<24).map { _ in try LoopbackSocket(port: port, timeout: .seconds(5)) }
                for trickler in tricklers {
                    try trickler.send(Array("GET /ru/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100000\r\n\r\n".utf8))
                }
                let stopped = DispatchSemaphore(value: 0)
                let done = DispatchSemaphore(value: 0)
                // A byte from each every 20 ms, for 20 s at most.
                Thread {
                    for _ in 0..<1000 {
                        if stopped.wait(timeout: .now() + .milliseconds(20)) == .success { break }
                        for trickler in tricklers { try? trickler.send([0x61]) }
                    }
                    done.signal()
                }.start()
                defer {
                    stopped.signal()
                    done.wait()
                }
                let client = try LoopbackSocket(port: port, timeout: .seconds(20))
                try client.send(Array("GET /robots.txt HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".utf8))
                let answer = try RawResponse(client.receiveAll())
                let statuses = try listeners.map { String(decoding: try $0.receive().prefix(12), as: UTF8.self) }
                return (answer, statuses)
            }
            #expect(answer.status == 200)
            #expect(answer.text == "User-agent: *\n")
            #expect(statuses.filter { $0 == "HTTP/1.1 200" }.count == 8)
            #expect(statuses.filter { $0 == "HTTP/1.1 503" }.count == 16)
        }
    }

    /// A request that does not keep its connection alive gets `Connection: close` and the connection
    /// ends with its answer (the socket's 2 s limit is far below the 10 s idle timeout).
    @Test(arguments: ["GET /robots.txt HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n",
                      "GET /robots.txt HTTP/1.0\r\n\r\n",
                      "GET /robots.txt HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Close\r\n\r\n",
                      "GET /robots.txt HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive, close\r\n\r\n"])
    func aRequestThatDoesNotKeepAliveEndsTheConnection(request: String) async throws {
        try await ServingTests.withServer { http, _ in
            let response = try await http.exchange(request, timeout: .seconds(2))
            #expect(response.status == 200)
            #expect(response.headers["connection"] == "close")
            #expect(response.text == "User-agent: *\n")
        }
    }

    /// An HTTP/1.0 request that keeps the connection alive is told so, and the next request is answered on it.
    @Test func anHTTP10RequestThatKeepsAliveIsToldSo() async throws {
        try await ServingTests.withServer { http, _ in
            let (first, second) = try await LoopbackSocket.offload {
                let socket = try LoopbackSocket(port: http.port, timeout: .seconds(2))
                try socket.send(Array("GET /robots.txt HTTP/1.0\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n".utf8))
                let first = try RawHTTP.receiveResponse(on: socket)
                try socket.send(Array("GET /data.json HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n".utf8))
                return (first, try RawResponse(socket.receiveAll()))
            }
            #expect(first.headers["connection"] == "keep-alive")
            #expect(first.text == "User-agent: *\n")
            #expect(second.headers["connection"] == "close")
            #expect(second.text == "{\"a\":1}\n")
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
                // The clock starts before the connection: the server's idle timer starts
                // when it accepts, which may come before a clock read after `connect`.
                let start = ContinuousClock.now
                let socket = try LoopbackSocket(port: http.port, timeout: .seconds(3))
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
                try socket.send(Array("GET /robots.txt HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8))
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
        let builder = IncrementalSiteBuilder(contentDirectory: folder.path("Content"), outputDirectory: folder.path("Public"), screens: DemoScreens())
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
                try socket.send(Array("GET /.mfs/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8))
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
