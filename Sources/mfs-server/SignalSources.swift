import Dispatch
import Foundation
import MFS

/// Signals taken from their default action (killing the process): each is
/// ignored and a Dispatch source calls `handler` with its number instead,
/// until `cancel()`. Thread-safe.
final class SignalSources: Sendable {
    private let sources: PthreadMutex<[any DispatchSourceSignal]>

    init(_ numbers: [Int32], handler: @escaping @Sendable (Int32) -> Void) {
        sources = PthreadMutex(numbers.map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { handler(number) }
            source.resume()
            return source
        })
    }

    /// Stops the handler being called; the signals stay ignored.
    func cancel() {
        sources.withLock { $0.forEach { $0.cancel() } }
    }
}
