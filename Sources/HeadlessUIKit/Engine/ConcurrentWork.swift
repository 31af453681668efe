/// The body of `HeadlessQueue.concurrentPerform`, handed to the worker threads.
/// GCD's `concurrentPerform` takes a closure that is not `@Sendable`, and the app
/// is compiled against that signature; the contract that it is safe on several
/// threads at once is the caller's, as in GCD. `@unchecked Sendable` for that reason.
struct ConcurrentWork: @unchecked Sendable {
    let body: (Int) -> Void

    init(_ body: @escaping (Int) -> Void) {
        self.body = body
    }
}
