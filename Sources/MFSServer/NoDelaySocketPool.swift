import FlyingSocks
import Foundation

/// FlyingFox's socket pool, with `TCP_NODELAY` set on every socket it waits on.
///
/// FlyingFox writes a response's head and body in two writes and never turns
/// Nagle's algorithm off, so the body waits for the client's delayed ACK:
/// every response took ~40 ms on loopback (22 requests/s on one connection).
/// The listening socket waits here first, and Linux passes the option on to
/// the connections it accepts; each connection gets it again when it waits.
/// Thread safety: as the wrapped pool's.
struct NoDelaySocketPool<Base: AsyncSocketPool>: AsyncSocketPool {
    let base: Base

    func prepare() async throws { try await base.prepare() }

    func run() async throws { try await base.run() }

    func suspendSocket(_ socket: Socket, untilReadyFor events: Socket.Events) async throws {
        try? socket.setValue(true, for: BoolSocketOption(level: Int32(IPPROTO_TCP), name: TCP_NODELAY))
        try await base.suspendSocket(socket, untilReadyFor: events)
    }
}
