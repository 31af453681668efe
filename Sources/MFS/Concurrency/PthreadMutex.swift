import Foundation

/// A value guarded by a glibc pthread mutex, used as `Synchronization.Mutex`
/// is (`withLock`): the product's one lock. It stands in for `Mutex` because
/// the thread sanitizer does not see `Mutex`'s futex on Linux (the runtime is
/// not instrumented): with `Mutex`, `make test`'s sanitizer runs of the text
/// measurer and of the width caches reported races between two `withLock`
/// bodies on the same mutex; it follows a pthread mutex. A class, so that
/// shards of a table can be an array of them.
/// The mutex is adaptive (it spins a while before it sleeps, so a thread that
/// finds it taken for a few hundred nanoseconds waits without a futex
/// round trip).
///
/// Wraps raw memory. Invariants: `mutex` is allocated and initialized once in
/// `init`, alone on a cache line, and destroyed and freed only in `deinit`;
/// `value` is read and written only inside `withLock`, with the mutex held.
/// `@unchecked Sendable` for that reason: the compiler cannot see the lock.
public final class PthreadMutex<Value>: @unchecked Sendable {
    private static var lineSize: Int { 64 }
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var value: Value

    public init(_ value: Value) {
        precondition(MemoryLayout<pthread_mutex_t>.size <= Self.lineSize)
        self.value = value
        mutex = UnsafeMutableRawPointer.allocate(byteCount: Self.lineSize, alignment: Self.lineSize)
            .bindMemory(to: pthread_mutex_t.self, capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_ADAPTIVE_NP))
        pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        UnsafeMutableRawPointer(mutex).deallocate()
    }

    /// Runs `body` on the value with the mutex held.
    public func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
