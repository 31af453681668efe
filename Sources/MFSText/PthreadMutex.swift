import Foundation

/// A value guarded by a glibc pthread mutex, used as `Synchronization.Mutex`
/// is (`withLock`). MFSText keeps it instead of `Mutex` because the thread
/// sanitizer does not see `Mutex`'s futex on Linux: with `Mutex`, `make
/// test`'s sanitizer run of `InterTextMeasurerTests` reported races between
/// two `withLock` bodies on the same mutex; it understands a pthread mutex.
/// The mutex is adaptive (it spins a while before it sleeps, so a thread that
/// finds it taken for a few hundred nanoseconds waits without a futex
/// round trip).
///
/// Wraps raw memory. Invariants: `mutex` is allocated and initialized once in
/// `init`, alone on a cache line, and destroyed and freed only in `deinit`;
/// `value` is read and written only inside `withLock`, with the mutex held.
/// `@unchecked Sendable` for that reason: the compiler cannot see the lock.
final class PthreadMutex<Value>: @unchecked Sendable {
    private static var lineSize: Int { 64 }
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var value: Value

    init(_ value: Value) {
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
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
