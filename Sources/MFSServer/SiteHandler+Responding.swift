import HTTPTypes
import HummingbirdCore
import NIOCore

extension SiteHandler {
    /// Hummingbird's responder: writes `request`'s answer.
    ///
    /// An event stream lasts until the server closes the channel or the page goes
    /// away: the client closing its side cancels the wait for the next event at
    /// once, so a closed page's socket is released without waiting for a build.
    /// When `ReloadChannel.maximumListeners` pages listen already, the answer is `busy()`.
    func respond(to request: Request, writer: consuming ResponseWriter) async throws {
        let answer = answer(to: request.head)
        switch answer.body {
        case .bytes:
            try await write(answer, with: writer)
        case .events:
            guard let events = channel.subscribe() else { return try await write(busy(), with: writer) }
            var body = try await writer.writeHead(HTTPResponse(status: answer.status, headerFields: answer.headers))
            do {
                try await request.body.consumeWithCancellationOnInboundClose { _ in
                    for await event in events { try await body.write(ByteBuffer(bytes: event)) }
                }
                try await body.finish(nil)
            } catch is CancellationError {
                // The page went away; Hummingbird closes the connection.
            }
        }
    }

    /// Writes an answer of `.bytes` at once.
    private func write(_ answer: Answer, with writer: consuming ResponseWriter) async throws {
        guard case .bytes(let bytes) = answer.body else { return }
        try await writer.write(response: HTTPResponse(status: answer.status, headerFields: answer.headers),
                               body: bytes.readableBytes == 0 ? ResponseBody() : ResponseBody(byteBuffer: bytes))
    }
}
