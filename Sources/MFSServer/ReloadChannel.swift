import Foundation
import MFS

/// The server-sent events open pages listen to: `reload` with the generation of
/// the build being served, and `failure` with a failed build's diagnostics.
///
/// A new listener first gets a retry hint, the current generation and the
/// current failure (if the last build failed), then every later event. At most
/// `maximumListeners` listen at once, so that pages listening (each holds a
/// connection for as long as it is open) never take every connection the server has.
/// Thread safety: every method MAY be called from any thread at once.
final class ReloadChannel: Sendable {
    /// How many listen at once at most; nil: no limit.
    let maximumListeners: Int?
    private let state: PthreadMutex<State>

    /// What the channel last told, and to whom it tells the next events.
    private struct State {
        var generation: BuildStamp
        var failure: String?
        var listeners: [Int: AsyncStream<[UInt8]>.Continuation] = [:]
        var nextListener = 0
        var isClosed = false
    }

    init(generation: BuildStamp, maximumListeners: Int? = nil) {
        self.maximumListeners = maximumListeners
        state = PthreadMutex(State(generation: generation))
    }

    /// A listener's events, encoded for a `text/event-stream` body; ends when the
    /// channel closes. Dropping the stream unsubscribes. Nil when `maximumListeners` listen already.
    func subscribe() -> AsyncStream<[UInt8]>? {
        let (stream, continuation) = AsyncStream.makeStream(of: [UInt8].self, bufferingPolicy: .bufferingNewest(16))
        return state.withLock { state -> AsyncStream<[UInt8]>? in
            guard !state.isClosed else {
                continuation.finish()
                return stream
            }
            if let maximumListeners, state.listeners.count >= maximumListeners { return nil }
            continuation.yield(Array("retry: 500\n\n".utf8) + Self.event("reload", "\(state.generation)"))
            if let failure = state.failure { continuation.yield(Self.event("failure", failure)) }
            let id = state.nextListener
            state.nextListener += 1
            state.listeners[id] = continuation
            continuation.onTermination = { [weak self] _ in
                _ = self?.state.withLock { $0.listeners.removeValue(forKey: id) }
            }
            return stream
        }
    }

    /// A build succeeded: pages not showing `generation` reload.
    func reload(_ generation: BuildStamp) {
        broadcast(Self.event("reload", "\(generation)")) { state in
            state.generation = generation
            state.failure = nil
        }
    }

    /// A build failed: pages show `diagnostics` over the last good build.
    func fail(_ diagnostics: String) {
        broadcast(Self.event("failure", diagnostics)) { $0.failure = diagnostics }
    }

    /// Ends every listener's stream; later listeners get an empty one.
    func close() {
        let ended = state.withLock { state in
            state.isClosed = true
            defer { state.listeners.removeAll() }
            return Array(state.listeners.values)
        }
        ended.forEach { $0.finish() }
    }

    private func broadcast(_ event: [UInt8], updating update: (inout State) -> Void) {
        state.withLock { state in
            update(&state)
            for listener in state.listeners.values { listener.yield(event) }
        }
    }

    /// One event: its name and one `data:` line per line of `data`.
    static func event(_ name: String, _ data: String) -> [UInt8] {
        let lines = data.replacingOccurrences(of: "\r", with: "").split(separator: "\n", omittingEmptySubsequences: false)
        return Array(("event: \(name)\n" + lines.map { "data: \($0)\n" }.joined() + "\n").utf8)
    }
}
