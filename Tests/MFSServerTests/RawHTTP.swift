import Foundation
import TestSupport

/// Talks to a server on 127.0.0.1 byte for byte: requests go out exactly as
/// written (no client library normalizes their paths), answers come back raw.
struct RawHTTP: Sendable {
    let port: UInt16

    /// `METHOD target` with `headers`, on a fresh connection the server closes after answering.
    func request(_ target: String, method: String = "GET", headers: [String] = []) async throws -> RawResponse {
        try await exchange("\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\n"
            + headers.map { $0 + "\r\n" }.joined() + "Connection: close\r\n\r\n")
    }

    /// Sends `request` as is and reads until the server closes the connection (each read bounded by `timeout`).
    func exchange(_ request: String, timeout: Duration = .seconds(5)) async throws -> RawResponse {
        let port = port
        return try await LoopbackSocket.offload {
            let socket = try LoopbackSocket(port: port, timeout: timeout)
            try socket.send(Array(request.utf8))
            return try RawResponse(socket.receiveAll())
        }
    }

    /// Reads one response with a `Content-Length` from `socket`, leaving the connection as it is.
    static func receiveResponse(on socket: LoopbackSocket) throws -> RawResponse {
        var bytes: [UInt8] = []
        while true {
            let chunk = try socket.receive()
            guard !chunk.isEmpty else { return try RawResponse(bytes) }
            bytes += chunk
            if let response = try? RawResponse(bytes), let length = response.headers["content-length"].flatMap(Int.init),
               response.body.count >= length { return response }
        }
    }

    /// Opens the build event stream the served pages listen to (each read waits at most `timeout`).
    func events(timeout: Duration = .seconds(5)) async throws -> EventReader {
        let socket = try await LoopbackSocket.connect(port: port, timeout: timeout)
        try socket.send(Array("GET /.mfs/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8))
        return EventReader(socket: socket)
    }
}
