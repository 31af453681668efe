import FlyingSocks
import Foundation
import Testing
@testable import MFSServer

@Suite struct NoDelaySocketPoolTests {
    /// The listening socket gets `TCP_NODELAY` while it waits in the pool, and the
    /// connection it then accepts has it from the start (what the server relies on).
    @Test func aWaitingListenerAndTheConnectionsItAcceptsHaveNagleOff() async throws {
        let pool = NoDelaySocketPool(base: SocketPool.ePoll())
        try await pool.prepare()
        let running = Task { try await pool.run() }
        defer { running.cancel() }
        let listener = try Socket(domain: AF_INET, type: .stream)
        defer { try? listener.close() }
        try listener.bind(to: sockaddr_in.inet(ip4: "127.0.0.1", port: 0))
        try listener.listen()
        guard case .ip4(_, let port) = try listener.sockname() else { throw SocketError.unsupportedAddress }
        let noDelay = BoolSocketOption(level: Int32(IPPROTO_TCP), name: TCP_NODELAY)
        #expect(try listener.getValue(for: noDelay) == false)

        let waiting = Task { try await pool.suspendSocket(listener, untilReadyFor: .connection) }
        let client = try await AsyncSocket.connected(to: sockaddr_in.inet(ip4: "127.0.0.1", port: port))
        defer { try? client.close() }
        try await waiting.value
        #expect(try listener.getValue(for: noDelay) == true)
        let accepted = Socket(file: try listener.accept().file)
        defer { try? accepted.close() }
        #expect(try accepted.getValue(for: noDelay) == true)
    }
}
