import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// The `Host` header values the development server answers to: `localhost` or
/// an IP address (IPv6 in brackets), with no port or the port it listens on.
///
/// This is the defence against DNS rebinding: a web page that has its own
/// name (`evil.example`) answer with 127.0.0.1 reaches the server with
/// `Host: evil.example:8000`, which is refused, so the page cannot read the
/// site; `localhost` and an address cannot be rebound. Any address is allowed,
/// not only 127.0.0.1, so that a server listening on 0.0.0.0 answers other
/// devices that name it by its address.
///
/// Thread safety: every method MAY be called from any thread at once.
final class AllowedHosts: Sendable {
    private let listeningPort: Atomic<UInt16>

    /// Allows `port` until `listening(on:)` says which port the server got.
    init(port: UInt16) {
        listeningPort = Atomic(port)
    }

    /// The port the server listens on (or was asked for, before it listens).
    var port: UInt16 { listeningPort.load(ordering: .acquiring) }

    /// Sets the port the server listens on, once it does (it MAY have asked for any free port).
    func listening(on port: UInt16) {
        listeningPort.store(port, ordering: .releasing)
    }

    /// Whether the `Host` header value `host` names this server.
    func allows(_ host: String) -> Bool {
        let name: Substring
        let rest: Substring
        if host.hasPrefix("[") {
            guard let end = host.firstIndex(of: "]") else { return false }
            name = host[host.index(after: host.startIndex)..<end]
            rest = host[host.index(after: end)...]
            guard Self.isAddress(name, family: AF_INET6) else { return false }
        } else {
            let end = host.firstIndex(of: ":") ?? host.endIndex
            name = host[..<end]
            rest = host[end...]
            guard name.lowercased() == "localhost" || Self.isAddress(name, family: AF_INET) else { return false }
        }
        guard let colon = rest.first else { return true }
        let digits = rest.dropFirst()
        return colon == ":" && !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber } && UInt16(digits) == port
    }

    /// Whether `text` is an address of `family` (`AF_INET`: dotted IPv4; `AF_INET6`) as `inet_pton` reads it.
    private static func isAddress(_ text: Substring, family: Int32) -> Bool {
        var address = in6_addr()
        return inet_pton(family, String(text), &address) == 1
    }
}
