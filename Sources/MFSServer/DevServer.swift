import Foundation
import HummingbirdCore
import Logging
import MFSSite
import NIOCore
import NIOPosix

/// The development server for docs authors: serves the output folder over HTTP
/// (Hummingbird's HTTP/1.1 core on SwiftNIO), rebuilds the site when a watched
/// folder changes, and tells open pages to reload, or shows them the diagnostics
/// when the build fails while the last good build stays served.
///
/// Only files a build by mfs wrote are served (`ServedFiles`), and only to
/// requests whose `Host` names the server (`AllowedHosts`).
///
/// Hostile clients are bounded: a request head larger than `Limits.headField`
/// (one line) or `Limits.head` (all of it) is a 400, as is any request SwiftNIO's
/// parser rejects; a connection that has sent no complete request head for
/// `idleTimeout` (from its start or its previous answer) is closed, while event
/// streams stay open. A request with a body is answered at once (a 413 or 405),
/// and a connection whose answer says `Connection: close` (those, HTTP/1.0
/// without keep-alive, ...) is closed `Limits.linger` after it at the latest
/// (`idleTimeout` if shorter; `ConnectionPersistence`), however slowly the client
/// sends. Open connections are capped at `DescriptorLimit.connections(under:)`
/// the process's descriptor limit (more wait in the listen backlog), so it does
/// not run out of descriptors, and event streams at
/// `DescriptorLimit.eventStreams(amongst:)` those (more are a 503), so requests
/// always find a connection; should accepting fail anyway (EMFILE), that is
/// logged and the socket keeps listening.
///
/// Lifecycle: `start()` once, then `stop()`. Thread safety: an actor; builds
/// run one at a time, off the Swift concurrency pool (on the watcher's thread).
public actor DevServer {
    /// Builds the site into the served folder; on failure MUST leave it as it was.
    public typealias Build = @Sendable () throws(BuildFailure) -> BuildSummary

    /// The request head limits, in bytes (`headField`: a request line or one header line), and how long
    /// a connection stays open after an answer that closes it while the client does not close its side.
    enum Limits {
        static let headField = 16 * 1024
        static let head = 64 * 1024
        static let headerCount = 100
        static let linger = Duration.seconds(1)
    }

    /// How long a connection may wait without a whole request head before it is closed.
    public static let defaultIdleTimeout = Duration.seconds(10)

    /// The connections open at once under the process's descriptor limit; nil: no limit.
    static var defaultConnectionLimit: Int? { DescriptorLimit.current.map(DescriptorLimit.connections(under:)) }

    public let host: String
    public let port: UInt16
    private let watched: [String]
    private let files: ServedFiles
    private let channel: ReloadChannel
    private let hosts: AllowedHosts
    private let rebuilder: LiveRebuilder?
    private let idleTimeout: Duration
    private let connectionLimit: Int?
    private let log: @Sendable (String) -> Void
    private var running: Task<Void, Never>?
    private var server: Server<SiteChannel>?
    private var watcher: DirectoryWatcher?

    /// Serves `outputDirectory` on `host`:`port` (0: any free port). With `build`,
    /// `start()` builds once and every change under `watching` rebuilds;
    /// `report` hears of each build, on the thread that ran it; `log` hears of
    /// trouble that does not stop the server (a failed accept).
    public init(host: String = "127.0.0.1", port: UInt16 = 8000, outputDirectory: String,
                watching: [String] = [], build: Build? = nil,
                report: @escaping @Sendable (BuildOutcome) -> Void = { _ in },
                log: @escaping @Sendable (String) -> Void = { _ in }) {
        self.init(host: host, port: port, outputDirectory: outputDirectory, watching: watching, build: build,
                  report: report, log: log, generation: BuildStamp(), idleTimeout: Self.defaultIdleTimeout)
    }

    /// As above, serving `generation` first (tests fix it to know the exact pages), with `idleTimeout`,
    /// and at most `connectionLimit` connections open at once (nil: no limit).
    init(host: String, port: UInt16, outputDirectory: String, watching: [String], build: Build?,
         report: @escaping @Sendable (BuildOutcome) -> Void, log: @escaping @Sendable (String) -> Void = { _ in },
         generation: BuildStamp, idleTimeout: Duration = DevServer.defaultIdleTimeout,
         connectionLimit: Int? = DevServer.defaultConnectionLimit) {
        self.host = host
        self.port = port
        watched = build == nil ? [] : watching
        let files = ServedFiles(root: outputDirectory, generation: generation)
        let channel = ReloadChannel(generation: files.currentGeneration,
                                    maximumListeners: connectionLimit.map(DescriptorLimit.eventStreams(amongst:)))
        self.files = files
        self.channel = channel
        hosts = AllowedHosts(port: port)
        self.idleTimeout = idleTimeout
        self.connectionLimit = connectionLimit
        self.log = log
        rebuilder = build.map { LiveRebuilder(build: $0, files: files, channel: channel, report: report) }
    }

    /// Starts listening, builds the site once, starts watching; returns the port it listens on.
    public func start() async throws(ServeError) -> UInt16 {
        let address = host == "localhost" ? "127.0.0.1" : host
        guard (try? SocketAddress(ipAddress: address, port: 0)) != nil else { throw .badHost(host) }
        let handler = SiteHandler(files: files, channel: channel, hosts: hosts)
        let configuration = HTTP1Channel.Configuration(
            idleTimeout: TimeAmount(idleTimeout),
            httpDecoderConfiguration: .init(maxHeaderFieldSize: Limits.headField, maxHeaderListSize: Limits.head,
                                            maxHeaderFieldCount: Limits.headerCount))
        let (listening, listened) = AsyncStream.makeStream(of: Result<Int, any Error>.self)
        let (log, hosts) = (log, hosts)
        let logger = Logger(label: "mfs-server", factory: { _ in SwiftLogNoOpLogHandler() })
        let http = HTTP1Channel(responder: { request, writer, _ in
            try await handler.respond(to: request, writer: writer)
        }, configuration: configuration)
        let server = Server(
            childChannelSetup: SiteChannel(http: http, linger: TimeAmount(min(Limits.linger, idleTimeout))),
            configuration: ServerConfiguration(
                address: .hostname(address, port: Int(port)),
                availableConnectionsDelegate: connectionLimit.map { .maximum($0, logger: logger) }),
            onServerRunning: { listener in
                try? await listener.eventLoop.submit {
                    try listener.pipeline.syncOperations.addHandler(AcceptErrorLog(log: log), position: .first)
                }.get()
                let port = listener.localAddress?.port ?? 0
                hosts.listening(on: UInt16(port))
                listened.yield(.success(port))
            },
            eventLoopGroup: MultiThreadedEventLoopGroup.singleton,
            logger: logger)
        self.server = server
        running = Task {
            do {
                try await server.run()
            } catch {
                listened.yield(.failure(error))
            }
            listened.finish()
        }
        let port: Int
        switch await listening.first(where: { _ in true }) {
        case .success(let bound): port = bound
        case .failure(let error as IOError) where error.errnoCode == EADDRINUSE: throw .portInUse(host: host, port: self.port)
        case .failure(let error): throw .cannotListen(host: host, port: self.port, reason: "\(error)")
        case nil: throw .cannotListen(host: host, port: self.port, reason: "the server stopped")
        }
        if let rebuilder {
            rebuilder.run()
            if !watched.isEmpty { watcher = try DirectoryWatcher(directories: watched) { isSuperseded in rebuilder.run(isSuperseded: isSuperseded) } }
        }
        return UInt16(port)
    }

    /// Stops watching (after a build in progress), ends the pages' event streams
    /// and closes every connection: at once when idle, within half a second otherwise.
    public func stop() async {
        watcher?.stop()
        watcher = nil
        channel.close()
        guard let server, let running else { return }
        Task { try? await server.shutdownGracefully() }
        let deadline = Task {
            try? await Task.sleep(for: .milliseconds(500))
            running.cancel()
        }
        await running.value
        deadline.cancel()
        self.server = nil
        self.running = nil
    }
}
