import NIOCore
import NIOHTTP1

/// Decides which connections end after an answer. It sits between SwiftNIO's
/// HTTP/1 decoder and the conversion to HTTP types, where a request's version
/// is still known:
///
/// - A request that does not keep its connection alive (HTTP/1.0 without
///   `Connection: keep-alive`, any request with `Connection: close`) is passed
///   on with exactly `Connection: close`, so that Hummingbird reads no request
///   after it, and its answer says `Connection: close`. The answer to an
///   HTTP/1.0 request that keeps it alive says `Connection: keep-alive`.
/// - Once an answer that says `Connection: close` is out, the server's side of
///   the connection is shut; the connection closes when the client closes its
///   side, or `linger` later at the latest, so that a client still sending (a
///   body trickled in after its answer) holds no connection longer.
///
/// Thread safety: used on its channel's event loop only.
final class ConnectionPersistence: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    private let linger: TimeAmount
    /// The `Connection` value the answer of each request read and not yet answered must carry, in order.
    private var pending = CircularBuffer<String?>()
    /// The answer being written ends the connection.
    private var isClosing = false
    private var deadline: Scheduled<Void>?

    init(linger: TimeAmount) {
        self.linger = linger
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard case .head(var head) = unwrapInboundIn(data) else { return context.fireChannelRead(data) }
        if head.isKeepAlive {
            pending.append(head.version == .http1_0 ? "keep-alive" : nil)
        } else {
            head.headers.replaceOrAdd(name: "Connection", value: "close")
            pending.append("close")
        }
        context.fireChannelRead(wrapInboundOut(.head(head)))
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        switch unwrapOutboundIn(data) {
        case .head(var head):
            // Hummingbird's 400 to a request the decoder refused answers no request read here.
            if let connection = pending.popFirst() ?? nil, !head.headers.contains(name: "Connection") {
                head.headers.add(name: "Connection", value: connection)
            }
            isClosing = !head.isKeepAlive
            context.write(wrapOutboundOut(.head(head)), promise: promise)
        case .end where isClosing:
            context.writeAndFlush(data, promise: promise)
            // SwiftNIO shuts the output once what is written is sent.
            context.close(mode: .output, promise: nil)
            let channel = context.channel
            deadline = deadline ?? context.eventLoop.assumeIsolated().scheduleTask(in: linger) { channel.close(promise: nil) }
        default:
            context.write(data, promise: promise)
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        deadline?.cancel()
        deadline = nil
        context.fireChannelInactive()
    }
}
