import Dispatch
import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// A blocking TCP connection to 127.0.0.1 over plain Glibc sockets, for the
/// server's tests and the fuzz target: bytes go out exactly as given and come
/// back raw. Every send and receive waits at most `timeout` (SO_SNDTIMEO,
/// SO_RCVTIMEO), so a client of a stuck server fails in bounded time. `offload` runs such calls on a thread of their own,
/// never blocking the Swift concurrency pool nor Dispatch's (the server's
/// connections run on the first).
/// Not thread-safe but for `close()`: one owner at a time.
public final class LoopbackSocket: Sendable {
    public struct Failure: Error, CustomStringConvertible {
        public let call: String
        public let code: Int32

        public init(call: String, code: Int32) {
            self.call = call
            self.code = code
        }

        public var description: String { "\(call): \(String(cString: strerror(code)))" }
        public var isTimeout: Bool { code == EAGAIN || code == EWOULDBLOCK }
    }

    /// The socket, -1 once closed.
    private let socket: Atomic<Int32>
    private var descriptor: Int32 { socket.load(ordering: .acquiring) }

    /// Connects; a connect that a signal interrupts (libFuzzer's SIGALRM in
    /// `make fuzz`) is made again on a new socket.
    public init(port: UInt16, timeout: Duration = .seconds(5)) throws {
        var descriptor: Int32
        repeat { descriptor = try Self.connected(port: port, timeout: timeout) } while descriptor < 0
        socket = Atomic(descriptor)
    }

    /// A new socket connected to `port`, or -1 when a signal interrupted the connect.
    private static func connected(port: UInt16, timeout: Duration) throws -> Int32 {
        let descriptor = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw Failure(call: "socket", code: errno) }
        var time = timeval(tv_sec: Int(timeout.components.seconds), tv_usec: Int(timeout.components.attoseconds / 1_000_000_000_000))
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7f00_0001).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            let code = errno
            Glibc.close(descriptor)
            if code == EINTR { return -1 }
            throw Failure(call: "connect", code: code)
        }
        return descriptor
    }

    /// Connects on a thread of its own.
    public static func connect(port: UInt16, timeout: Duration = .seconds(5)) async throws -> LoopbackSocket {
        try await offload { try LoopbackSocket(port: port, timeout: timeout) }
    }

    /// Ends the sending side: the server reads the end of the request stream.
    public func shutdownWrite() {
        shutdown(descriptor, Int32(SHUT_WR))
    }

    /// Sends every byte (without SIGPIPE when the server has closed).
    public func send(_ bytes: [UInt8]) throws {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw Failure(call: "send", code: errno) }
            sent += count
        }
    }

    /// Up to `count` bytes; empty when the server has closed the connection.
    /// A signal does not end the wait (a socket with a timeout gets `EINTR`
    /// even under `SA_RESTART`, as from libFuzzer's SIGALRM in `make fuzz`).
    public func receive(atMost count: Int = 65_536) throws -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: count)
        var received: Int
        repeat {
            received = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, count, 0) }
        } while received < 0 && errno == EINTR
        guard received >= 0 else { throw Failure(call: "recv", code: errno) }
        return Array(buffer[..<received])
    }

    /// Whether nothing comes for the whole timeout: no byte, and no close.
    public func staysSilent() throws -> Bool {
        do {
            _ = try receive()
            return false
        } catch let failure as Failure where failure.isTimeout {
            return true
        }
    }

    /// Everything until the server closes the connection (a reset after data also ends it).
    public func receiveAll() throws -> [UInt8] {
        var bytes: [UInt8] = []
        while true {
            do {
                let chunk = try receive()
                if chunk.isEmpty { return bytes }
                bytes += chunk
            } catch let failure as Failure where failure.code == ECONNRESET && !bytes.isEmpty {
                return bytes
            }
        }
    }

    public func close() {
        let descriptor = socket.exchange(-1, ordering: .acquiringAndReleasing)
        if descriptor >= 0 { Glibc.close(descriptor) }
    }

    deinit { close() }

    /// Runs the blocking `body` on a thread of its own.
    public static func offload<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result(catching: body)) }.start()
        }
    }
}
