import Foundation

/// A value guarded by a glibc pthread mutex, used as `Synchronization.Mutex`
/// is (`withLock`): the product's one lock. It stands in for `Mutex` because
/// the thread sanitizer does not see `Mutex`'s futex on Linux (the runtime is
/// not instrumented): with `Mutex`, `make test`'s sanitizer runs of the text
/// measurer and of the width caches reported races between two `withLock`
/// bodies on the same mutex; it follows a pthread mutex. Not copyable, as
/// `Mutex` is not: one owner, which frees it.
/// The mutex is adaptive (it spins a while before it sleeps, so a thread that
/// finds it taken for a few hundred nanoseconds waits without a futex
/// round trip).
///
/// Wraps raw memory. Invariants: the mutex and the value live in one
/// allocation of their own, aligned to a cache line, made and initialized in
/// `init` and destroyed and freed only in `deinit`; the value is read and
/// written only through that memory inside `withLock`, with the mutex held.
/// (Not a stored property: the sanitizer tracks a class property's accesses
/// by the object's address, and took two locked accesses to a zero-sized
/// `Void` value for a race.) `@unchecked Sendable` for that reason: the
/// compiler cannot see the lock.
public struct PthreadMutex<Value>: ~Copyable, @unchecked Sendable {
    @usableFromInline struct Storage {
        @usableFromInline var mutex: pthread_mutex_t
        @usableFromInline var value: Value
    }

    private static var lineSize: Int { 64 }
    @usableFromInline let storage: UnsafeMutablePointer<Storage>

    public init(_ value: Value) {
        storage = UnsafeMutableRawPointer.allocate(byteCount: MemoryLayout<Storage>.size,
                                                   alignment: max(Self.lineSize, MemoryLayout<Storage>.alignment))
            .bindMemory(to: Storage.self, capacity: 1)
        storage.initialize(to: Storage(mutex: pthread_mutex_t(), value: value))
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_ADAPTIVE_NP))
        pthread_mutex_init(&storage.pointee.mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
    }

    deinit {
        pthread_mutex_destroy(&storage.pointee.mutex)
        storage.deinitialize(count: 1)
        UnsafeMutableRawPointer(storage).deallocate()
    }

    /// Runs `body` on the value with the mutex held. Not reentrant: `body`
    /// MUST NOT take the same mutex again. Inlinable, so that a caller in
    /// another module gets it specialized for its `Value` (unspecialized, each
    /// call looked up `Storage`'s generic metadata, dearer than the lock).
    @inlinable
    public func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        pthread_mutex_lock(&storage.pointee.mutex)
        defer { pthread_mutex_unlock(&storage.pointee.mutex) }
        return try body(&storage.pointee.value)
    }
}
