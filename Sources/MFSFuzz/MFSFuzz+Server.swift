import Dispatch
import Foundation
import MFSServer
import Synchronization
import TestSupport
import MFS

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

    /// How many inputs were served.
    static let exchanges = Atomic<Int>(0)

    /// The input sent as it is to the server, and, when it reads as one, as the
    /// target of a GET. Every answer MUST come within 5 s, be an HTTP/1.1 response
    /// (or none, the connection closed), never carry the file outside the site,
    /// and redirect only to a path (`/x`, never `//host` or `/\host`); and the
    /// server MUST go on serving its pages.
    static func serve(_ bytes: UnsafeRawBufferPointer) {
        check(exchange(Array(bytes)))
        if let target = String(validating: bytes, as: UTF8.self), !target.isEmpty,
           !target.contains(where: { $0.isWhitespace || $0.isNewline || $0 == "\0" }) {
            check(exchange(Array("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".utf8)))
        }
        if exchanges.wrappingAdd(1, ordering: .relaxed).newValue.isMultiple(of: 64) {
            let page = String(decoding: exchange(Array("GET /ru/ HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".utf8)), as: UTF8.self)
            guard page.hasPrefix("HTTP/1.1 200 OK\r\n"), page.contains("<html><body>ru<script data-mfs-reload>") else {
                fatalError("the server stopped serving its pages:\n\(page)")
            }
        }
    }

    /// Sends `request`, ends the sending side, and reads until the server closes.
    static func exchange(_ request: [UInt8]) -> [UInt8] {
        do {
            let socket = try LoopbackSocket(port: serverPort, timeout: .seconds(5))
            try? socket.send(request)
            socket.shutdownWrite()
            return try socket.receiveAll()
        } catch let failure as LoopbackSocket.Failure where failure.isTimeout {
            fatalError("the server did not answer within 5 s: \(Array(request.prefix(200)))")
        } catch {
            // Reset before any answer: the server refused the request outright.
            return []
        }
    }

    static func check(_ response: [UInt8]) {
        guard !response.isEmpty else { return }
        let text = String(decoding: response, as: UTF8.self)
        guard text.hasPrefix("HTTP/1.1 ") else { fatalError("not an HTTP/1.1 answer:\n\(text.prefix(500))") }
        guard !text.contains(secret) else { fatalError("served the file outside the site:\n\(text.prefix(500))") }
        for line in text.split(separator: "\r\n") where line.lowercased().hasPrefix("location:") {
            let location = line.dropFirst("location:".count).drop { $0 == " " }
            guard location.hasPrefix("/"), !location.dropFirst().hasPrefix("/"), !location.dropFirst().hasPrefix("\\") else {
                fatalError("a redirect to another host: \(line)")
            }
        }
    }
}

/// The port a server started on, handed from the task that started it. Written once, before `signal`.
final class StartedServer: Sendable {
    let port = PthreadMutex<UInt16>(0)
    let signal = DispatchSemaphore(value: 0)
}
