import HTTPTypes
import HummingbirdCore
import NIOCore

extension SiteHandler {
    /// Hummingbird's responder: writes `request`'s answer on `connection`.
    ///
    /// An event stream lasts until the server closes the channel or the page goes
    /// away: the client closing its side cancels the wait for the next event at
    /// once, so a closed page's socket is released without waiting for a build.
    func respond(to request: Request, writer: consuming ResponseWriter, connection: any Channel) async throws {
        let answer = answer(method: request.method, target: request.head.path ?? "",
                            ifNoneMatch: request.headers[.ifNoneMatch], ifModifiedSince: request.headers[.ifModifiedSince])
        let head = HTTPResponse(status: answer.status, headerFields: answer.headers)
        switch answer.body {
        case .bytes(let bytes):
            try await writer.write(response: head, body: bytes.readableBytes == 0 ? ResponseBody() : ResponseBody(byteBuffer: bytes))
            // Sends nothing more after the answer (its end of the connection closes once it is out):
            // a request body or a pipelined request after it gets no answer, the connection then closes.
            if answer.closesConnection { try await connection.close(mode: .output) }
        case .events:
            var body = try await writer.writeHead(head)
            let events = channel.subscribe()
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
}
