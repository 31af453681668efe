/// Why the development server could not start.
public enum ServeError: Error, Sendable, Equatable, CustomStringConvertible {
    case portInUse(host: String, port: UInt16)
    /// `--host` is not an IPv4 or IPv6 address (or `localhost`).
    case badHost(String)
    case cannotListen(host: String, port: UInt16, reason: String)
    case cannotWatch(path: String, reason: String)

    public var description: String {
        switch self {
        case .portInUse(let host, let port):
            "error: port \(port) on \(host) is already in use; stop the other server or choose another port with --port"
        case .badHost(let host):
            "error: --host '\(host)' is not an IP address; use e.g. 127.0.0.1, ::1 or 0.0.0.0"
        case .cannotListen(let host, let port, let reason):
            "error: cannot listen on \(host) port \(port): \(reason)"
        case .cannotWatch(let path, let reason):
            "\(path): error: cannot watch for changes: \(reason)"
        }
    }
}
