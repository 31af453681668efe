import FlyingSocks
import Foundation

/// Talks to a server on 127.0.0.1 byte for byte: requests go out exactly as
/// written (no client library normalizes their paths), answers come back raw.
struct RawHTTP {
    let port: UInt16

    /// `METHOD target` with `headers`, on a fresh connection the server closes after answering.
    func request(_ target: String, method: String = "GET", headers: [String] = []) async throws -> RawResponse {
        try await exchange("\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\n"
            + headers.map { $0 + "\r\n" }.joined() + "Connection: close\r\n\r\n")
    }

    /// Sends `request` as is and reads until the server closes the connection.
    func exchange(_ request: String) async throws -> RawResponse {
        let socket = try await connect()
        defer { try? socket.close() }
        try await socket.write(Data(request.utf8))
        var bytes: [UInt8] = []
        do {
            while true { bytes += try await socket.read(atMost: 65_536) }
        } catch SocketError.disconnected {}
        return try RawResponse(bytes)
    }

    /// Opens the build event stream the served pages listen to.
    func events() async throws -> EventReader {
        let socket = try await connect()
        try await socket.write(Data("GET /.mfs/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8))
        return EventReader(socket: socket)
    }

    private func connect() async throws -> AsyncSocket {
        try await AsyncSocket.connected(to: sockaddr_in.inet(ip4: "127.0.0.1", port: port))
    }
}
