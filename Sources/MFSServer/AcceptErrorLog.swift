import NIOCore
#if canImport(Glibc)
import Glibc
#endif

/// Sits first on the listening socket's pipeline and reports errors accepting a
/// connection (EMFILE when the process is out of file descriptors, ENFILE,
/// ENOBUFS, ...) through `log`, at most once a second. SwiftNIO keeps the socket
/// listening and accepts again once descriptors are free; the server's
/// connection limit (`DescriptorLimit`) keeps it from running out in the first place.
/// Thread safety: used on the listening socket's event loop only.
final class AcceptErrorLog: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = any Channel
    typealias InboundOut = any Channel

    private var lastLogged: ContinuousClock.Instant?
    private let log: @Sendable (String) -> Void

    init(log: @escaping @Sendable (String) -> Void) {
        self.log = log
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        let now = ContinuousClock.now
        if lastLogged.map({ now - $0 >= .seconds(1) }) ?? true {
            lastLogged = now
            let reason = (error as? IOError).map { String(cString: strerror($0.errnoCode)) + " (errno \($0.errnoCode))" } ?? "\(error)"
            log("warning: cannot accept a connection: \(reason); still listening")
        }
        context.fireErrorCaught(error)
    }
}
