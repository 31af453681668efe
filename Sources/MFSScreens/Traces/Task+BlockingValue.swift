import Dispatch

extension Task where Failure == Never, Success: Sendable {
    /// The task's value, blocking the calling thread until it is there: for a
    /// synchronous trace scenario that must see a page loaded. MUST NOT be
    /// called on the cooperative pool's threads (the site runs scenarios on GCD
    /// threads), which the task may need to finish.
    var blockingValue: Success {
        let semaphore = DispatchSemaphore(value: 0)
        let box = ResultBox<Success>()
        Task<Void, Never>.detached {
            box.value = await self.value
            semaphore.signal()
        }
        semaphore.wait()
        return box.value!
    }
}

/// A value handed from a task to the thread waiting on the semaphore: written once
/// before `signal`, read after `wait`, so never at the same time.
private final class ResultBox<Value>: @unchecked Sendable {
    var value: Value?
}
