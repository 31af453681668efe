import Foundation
import TestSupport

/// Reads a `text/event-stream` response (chunked) event by event.
struct EventReader {
    struct Event: Equatable {
        var name: String
        var data: String
    }

    let socket: LoopbackSocket
    private var received: [UInt8] = []
    private var headerRead = false
    private var stream = ""

    init(socket: LoopbackSocket) {
        self.socket = socket
    }

    /// The next event; waits for the server to send one.
    mutating func next() async throws -> Event {
        while true {
            if let end = stream.range(of: "\n\n") {
                let block = stream[..<end.lowerBound]
                stream.removeSubrange(..<end.upperBound)
                var event = Event(name: "message", data: "")
                var data: [Substring] = []
                for line in block.split(separator: "\n") {
                    if line.hasPrefix("event: ") { event.name = String(line.dropFirst(7)) }
                    if line.hasPrefix("data: ") { data.append(line.dropFirst(6)) }
                }
                event.data = data.joined(separator: "\n")
                if !data.isEmpty { return event }
                continue
            }
            let socket = socket
            let chunk = try await LoopbackSocket.offload { try socket.receive() }
            guard !chunk.isEmpty else { throw LoopbackSocket.Failure(call: "recv: the server closed the stream", code: 0) }
            received += chunk
            takeChunks()
        }
    }

    /// Skips events until one named `name`.
    mutating func next(named name: String) async throws -> Event {
        while true {
            let event = try await next()
            if event.name == name { return event }
        }
    }

    func close() { socket.close() }

    /// Moves the payload of every complete chunk (after the response head) into `stream`.
    private mutating func takeChunks() {
        let crlf = Array("\r\n".utf8)
        if !headerRead {
            guard let end = find(Array("\r\n\r\n".utf8), in: received) else { return }
            received.removeFirst(end + 4)
            headerRead = true
        }
        while let lineEnd = find(crlf, in: received),
              let size = Int(String(decoding: received[..<lineEnd], as: UTF8.self), radix: 16),
              received.count >= lineEnd + 2 + size + 2 {
            stream += String(decoding: received[(lineEnd + 2)..<(lineEnd + 2 + size)], as: UTF8.self)
            received.removeFirst(lineEnd + 2 + size + 2)
        }
    }

    private func find(_ needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        return (0...(bytes.count - needle.count)).first { Array(bytes[$0..<($0 + needle.count)]) == needle }
    }
}
