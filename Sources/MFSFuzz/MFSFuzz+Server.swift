import Foundation
import MFSServer
import TestSupport

extension MFSFuzz {
    /// Marks the one file outside the served site: no answer may ever contain it.
    static let secret = "FUZZ-SECRET-OUTSIDE-THE-SITE"

    /// The port of a development server (SwiftNIO's parser and our handler, as
    /// `mfs serve` runs them) over a small site in `folder/server`, started on
    /// the first input and kept for the whole run; a link in the site leads to
    /// `secret` outside it. The site has the `.mfs-manifest` a build would write
    /// (the server serves only the files it lists), and lists the link too.
    static let serverPort: UInt16 = {
        let site = folder.appendingPathComponent("server")
        try? FileManager.default.removeItem(at: site)
        let files = ["Public/index.html": "<html><body>root</body></html>\n", "Public/ru/index.html": "<html><body>ru</body></html>\n",
                     "Public/404.html": "<html><body>404</body></html>\n", "Public/assets/style.css": "p {}\n", "secret.txt": secret,
                     "Public/.mfs-manifest": "# mfs build manifest: the files mfs build wrote in this folder, one a line; "
                        + "mfs build replaces the folder only while it holds no other file\n404.html\nassets/style.css\nindex.html\n"
                        + "out.txt\nru/index.html\n"]
        for (path, contents) in files {
            let file = site.appendingPathComponent(path)
            try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            guard FileManager.default.createFile(atPath: file.path, contents: Data(contents.utf8)) else {
                fatalError("cannot write the fuzz site into \(site.path)")
            }
        }
        try? FileManager.default.createSymbolicLink(atPath: site.appendingPathComponent("Public/out.txt").path, withDestinationPath: "../secret.txt")
        let server = DevServer(host: "127.0.0.1", port: 0, outputDirectory: site.appendingPathComponent("Public").path)
        let started = StartedServer()
        Task {
            do {
                let port = try await server.start()
                started.port.withLock { $0 = port }
            } catch {
                fatalError("the fuzz server did not start: \(error)")
            }
            started.signal.signal()
        }
        started.signal.wait()
        return started.port.withLock { $0 }
    }()

    /// The server-head target. The input goes to the server three times, each
    /// on a connection of its own: as it is (pipelined requests, bodies, a
    /// head cut short), as the request head `requestHead` makes of it, and,
    /// when it reads as one, as the target of a GET. Every answer MUST come
    /// within 5 s and pass `problem(in:answerRequired:)`, a whole head MUST be
    /// answered, and the server MUST go on serving its pages (checked after
    /// every input).
    static func serverHead(_ bytes: UnsafeRawBufferPointer) {
        let raw = Array(bytes)
        let head = requestHead(raw)
        var requests = [(raw, false), (head, !head.isEmpty)]
        if let target = String(validating: bytes, as: UTF8.self), !target.isEmpty,
           !target.contains(where: { $0.isWhitespace || $0.isNewline || $0 == "\0" }) {
            requests.append((get(target), true))
        }
        for (request, answerRequired) in requests {
            do {
                if let problem = problem(in: try exchange(request), answerRequired: answerRequired) { fail(problem, request) }
            } catch where answerRequired {
                fail("the server reset the connection without an answer (\(error))", request)
            } catch {}
        }
        let page: String
        do { page = String(decoding: try exchange(get("/ru/")), as: UTF8.self) } catch {
            fatalError("the server stopped serving its pages: a GET of /ru/ was reset (\(error))")
        }
        guard page.hasPrefix("HTTP/1.1 200 OK\r\n"), page.contains("<html><body>ru<script data-mfs-reload>") else {
            fatalError("the server stopped serving its pages: a GET of /ru/ got \(page.isEmpty ? "no answer" : "this:\n\(page)")")
        }
    }

    private static func fail(_ problem: String, _ request: [UInt8]) -> Never {
        fatalError("\(problem)\n--- request\n\(String(decoding: request.prefix(1_000), as: UTF8.self))")
    }

    /// A GET of `target` that closes the connection after its answer.
    static func get(_ target: String) -> [UInt8] {
        Array("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(serverPort)\r\nConnection: close\r\n\r\n".utf8)
    }

    /// One whole request head made of `bytes`: from its first line that is
    /// not empty up to its first empty line (CR LF CR LF), without the line
    /// ends before that, closed by one empty line; empty when `bytes` hold no
    /// line that is not empty.
    static func requestHead(_ bytes: [UInt8]) -> [UInt8] {
        let isLineEnd = { (byte: UInt8) in byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\n") }
        let rest = bytes.drop(while: isLineEnd)
        let end = rest.indices.first { rest[$0...].starts(with: emptyLine) } ?? rest.endIndex
        guard let last = rest[..<end].lastIndex(where: { !isLineEnd($0) }) else { return [] }
        return Array(rest[...last]) + emptyLine
    }

    private static let emptyLine = Array("\r\n\r\n".utf8)

    /// What is wrong with `response`, all the server sent on one connection,
    /// or `nil`: it MUST be empty (the connection closed unanswered) only
    /// when no answer is required, start with an HTTP/1.1 status line, never
    /// carry the file outside the site, and redirect only to a path (`/x`,
    /// never `//host` or `/\host`).
    static func problem(in response: [UInt8], answerRequired: Bool) -> String? {
        guard !response.isEmpty else { return answerRequired ? "no answer to a whole request head" : nil }
        let text = String(decoding: response, as: UTF8.self)
        guard text.prefixMatch(of: #/HTTP/1\.1 [1-5][0-9][0-9] /#) != nil else { return "not an HTTP/1.1 answer:\n\(text.prefix(500))" }
        guard !text.contains(secret) else { return "served the file outside the site:\n\(text.prefix(500))" }
        for line in text.split(separator: "\r\n") where line.lowercased().hasPrefix("location:") {
            let location = line.dropFirst("location:".count).drop { $0 == " " }
            guard location.hasPrefix("/"), !location.dropFirst().hasPrefix("/"), !location.dropFirst().hasPrefix("\\") else {
                return "a redirect to another host: \(line)"
            }
        }
        return nil
    }

    /// Sends `request`, ends the sending side, and reads until the server
    /// closes. A connection refused or an answer that does not end within
    /// 5 s is a finding.
    /// - Throws: `LoopbackSocket.Failure` when the server resets the connection before any answer.
    static func exchange(_ request: [UInt8]) throws -> [UInt8] {
        let socket: LoopbackSocket
        do { socket = try LoopbackSocket(port: serverPort, timeout: .seconds(5)) } catch { fatalError("the server refused a connection: \(error)") }
        try? socket.send(request)
        socket.shutdownWrite()
        do {
            return try socket.receiveAll()
        } catch let failure as LoopbackSocket.Failure where failure.isTimeout {
            fatalError("the server did not answer within 5 s: \(Array(request.prefix(200)))")
        }
    }
}
