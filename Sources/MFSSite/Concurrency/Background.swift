import Dispatch
import MFS

/// Work started at once on a background thread; `value()` waits for its
/// result. For a little serial work that can overlap a parallel phase.
final class Background<Value: Sendable>: Sendable {
    private let done = DispatchGroup()
    /// The work's result, set once, before `done` is left.
    private let result = PthreadMutex<Value?>(nil)

    init(_ work: @escaping @Sendable () -> Value) {
        done.enter()
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            let value = work()
            result.withLock { $0 = value }
            done.leave()
        }
    }

    /// The work's result, once it is done.
    func value() -> Value {
        done.wait()
        return result.withLock { $0! }
    }
}
