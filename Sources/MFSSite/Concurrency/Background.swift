import Dispatch

/// Work started at once on a background thread; `value()` waits for its
/// result. For a little serial work that can overlap a parallel phase.
final class Background<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchGroup()
    private var result: Value?

    init(_ work: @escaping @Sendable () -> Value) {
        done.enter()
        DispatchQueue.global(qos: .userInitiated).async {
            self.result = work()
            self.done.leave()
        }
    }

    /// The work's result, once it is done.
    func value() -> Value {
        done.wait()
        return result!
    }
}
