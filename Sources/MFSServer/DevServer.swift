import FlyingFox
import FlyingSocks
import Foundation
import MFSSite

/// The development server for docs authors: serves the output folder over HTTP
/// (FlyingFox), rebuilds the site when a watched folder changes, and tells open
/// pages to reload, or shows them the diagnostics when the build fails while
/// the last good build stays served.
///
/// Lifecycle: `start()` once, then `stop()`. Thread safety: an actor; builds
/// run one at a time, off the Swift concurrency pool (on the watcher's thread).
public actor DevServer {
    /// Builds the site into the served folder; on failure MUST leave it as it was.
    public typealias Build = @Sendable () throws(BuildFailure) -> BuildSummary

    public let host: String
    public let port: UInt16
    private let watched: [String]
    private let files: SiteFiles
    private let channel: ReloadChannel
    private let rebuilder: LiveRebuilder?
    private var server: HTTPServer?
    private var watcher: DirectoryWatcher?

    /// Serves `outputDirectory` on `host`:`port` (0: any free port). With `build`,
    /// `start()` builds once and every change under `watching` rebuilds;
    /// `report` hears of each build, on the thread that ran it.
    public init(host: String = "127.0.0.1", port: UInt16 = 8000, outputDirectory: String,
                watching: [String] = [], build: Build? = nil,
                report: @escaping @Sendable (BuildOutcome) -> Void = { _ in }) {
        self.init(host: host, port: port, outputDirectory: outputDirectory, watching: watching, build: build,
                  report: report, generation: Generation())
    }

    /// As above, serving `generation` first (tests fix it to know the exact pages).
    init(host: String, port: UInt16, outputDirectory: String, watching: [String], build: Build?,
         report: @escaping @Sendable (BuildOutcome) -> Void, generation: Generation) {
        self.host = host
        self.port = port
        watched = build == nil ? [] : watching
        let files = SiteFiles(root: outputDirectory, generation: generation)
        let channel = ReloadChannel(generation: files.currentGeneration)
        self.files = files
        self.channel = channel
        rebuilder = build.map { LiveRebuilder(build: $0, files: files, channel: channel, report: report) }
    }

    /// Starts listening, builds the site once, starts watching; returns the port it listens on.
    public func start() async throws(ServeError) -> UInt16 {
        let address = try Self.address(host: host, port: port)
        try Self.checkFree(address, host: host, port: port)
        let pool = NoDelaySocketPool(base: HTTPServer.defaultPool())
        let server = HTTPServer(config: .init(address: address, timeout: 30, pool: pool, logger: .disabled),
                                handler: SiteHandler(files: files, channel: channel))
        self.server = server
        Task { try await server.run() }
        do {
            // Listening takes microseconds; the long limit only outlasts a starved concurrency pool
            // (tests that block its threads for tens of seconds on a 2-core machine).
            try await server.waitUntilListening(timeout: 60)
        } catch {
            throw .cannotListen(host: host, port: port, reason: "\(error)")
        }
        let listening: UInt16 = switch await server.listeningAddress {
        case .ip4(_, let port), .ip6(_, let port): port
        default: port
        }
        if let rebuilder {
            rebuilder.run()
            if !watched.isEmpty { watcher = try DirectoryWatcher(directories: watched, onChange: rebuilder.run) }
        }
        return listening
    }

    /// Stops watching (after a build in progress), ends the pages' event streams
    /// and closes every connection.
    public func stop() async {
        watcher?.stop()
        watcher = nil
        channel.close()
        await server?.stop(timeout: 0.5)
        server = nil
    }

    private static func address(host: String, port: UInt16) throws(ServeError) -> any SocketAddress {
        if host == "localhost" { return try! sockaddr_in.inet(ip4: "127.0.0.1", port: port) }
        if let address = try? sockaddr_in.inet(ip4: host, port: port) { return address }
        if let address = try? sockaddr_in6.inet6(ip6: host, port: port) { return address }
        throw .badHost(host)
    }

    /// Binds a throwaway socket to `address` so a busy port is a clear error, not a hang.
    private static func checkFree(_ address: some SocketAddress, host: String, port: UInt16) throws(ServeError) {
        do {
            let socket = try Socket(domain: Int32(type(of: address).family))
            defer { try? socket.close() }
            try socket.setValue(true, for: .localAddressReuse)
            try socket.bind(to: address)
        } catch SocketError.failed(_, let code, _) where code == EADDRINUSE {
            throw .portInUse(host: host, port: port)
        } catch {
            throw .cannotListen(host: host, port: port, reason: "\(error)")
        }
    }
}
