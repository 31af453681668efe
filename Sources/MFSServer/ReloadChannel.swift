import Foundation

/// The server-sent events open pages listen to: `reload` with the generation of
/// the build being served, and `failure` with a failed build's diagnostics.
///
/// A new listener first gets a retry hint, the current generation and the
/// current failure (if the last build failed), then every later event.
/// Thread safety: every method MAY be called from any thread at once.
final class ReloadChannel: @unchecked Sendable {
    private let lock = NSLock()
    private var generation: BuildStamp
    private var failure: String?
    private var listeners: [Int: AsyncStream<[UInt8]>.Continuation] = [:]
    private var nextListener = 0
    private var isClosed = false

    init(generation: BuildStamp) {
        self.generation = generation
    }

    /// A listener's events, encoded for a `text/event-stream` body; ends when the
    /// channel closes. Dropping the stream unsubscribes.
    func subscribe() -> AsyncStream<[UInt8]> {
        let (stream, continuation) = AsyncStream.makeStream(of: [UInt8].self, bufferingPolicy: .bufferingNewest(16))
        lock.withLock {
            guard !isClosed else { return continuation.finish() }
            continuation.yield(Array("retry: 500\n\n".utf8) + Self.event("reload", "\(generation)"))
            if let failure { continuation.yield(Self.event("failure", failure)) }
            let id = nextListener
            nextListener += 1
            listeners[id] = continuation
            continuation.onTermination = { [weak self] _ in
                guard let self else { return }
                _ = self.lock.withLock { self.listeners.removeValue(forKey: id) }
            }
        }
        return stream
    }

    /// A build succeeded: pages not showing `generation` reload.
    func reload(_ generation: BuildStamp) {
        broadcast(Self.event("reload", "\(generation)")) {
            self.generation = generation
            self.failure = nil
        }
    }

    /// A build failed: pages show `diagnostics` over the last good build.
    func fail(_ diagnostics: String) {
        broadcast(Self.event("failure", diagnostics)) { self.failure = diagnostics }
    }

    /// Ends every listener's stream; later listeners get an empty one.
    func close() {
        let ended = lock.withLock {
            isClosed = true
            defer { listeners.removeAll() }
            return Array(listeners.values)
        }
        ended.forEach { $0.finish() }
    }

    private func broadcast(_ event: [UInt8], updating update: () -> Void) {
        lock.withLock {
            update()
            for listener in listeners.values { listener.yield(event) }
        }
    }

    /// One event: its name and one `data:` line per line of `data`.
    static func event(_ name: String, _ data: String) -> [UInt8] {
        let lines = data.replacingOccurrences(of: "\r", with: "").split(separator: "\n", omittingEmptySubsequences: false)
        return Array(("event: \(name)\n" + lines.map { "data: \($0)\n" }.joined() + "\n").utf8)
    }
}
