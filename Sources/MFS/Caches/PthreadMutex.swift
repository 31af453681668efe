import Foundation

/// A value guarded by a C `pthread_mutex_t`, both in one allocation this
/// type owns. The caches use it rather than `Synchronization.Mutex`: on
/// Linux a contended `Mutex` is handed over by the kernel (a
/// priority-inheriting futex, in the uninstrumented runtime), so the thread
/// sanitizer, which `make test` runs, takes two holders' accesses for a race;
/// it follows pthread mutexes.
///
/// Invariants: the mutex is initialized before the value is first reached
/// and destroyed in `deinit`, when no one can hold it; the value is read and
/// written only between `pthread_mutex_lock` and `pthread_mutex_unlock`, in
/// `withLock`, which is not reentrant (a body MUST NOT call it again).
struct PthreadMutex<Value>: ~Copyable, @unchecked Sendable {
    // Unchecked: the value is reached only under the mutex (see above).

    private struct Storage {
        var mutex = pthread_mutex_t()
        var value: Value
    }

    private let storage: UnsafeMutablePointer<Storage>

    init(_ value: Value) {
        storage = .allocate(capacity: 1)
        storage.initialize(to: Storage(value: value))
        pthread_mutex_init(&storage.pointee.mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(&storage.pointee.mutex)
        storage.deinitialize(count: 1)
        storage.deallocate()
    }

    /// Runs `body` holding the mutex, with the value it guards.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(&storage.pointee.mutex)
        defer { pthread_mutex_unlock(&storage.pointee.mutex) }
        return try body(&storage.pointee.value)
    }
}
