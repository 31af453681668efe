import Foundation

/// A mutex for short critical sections shared by threads that lay out text
/// at once: glibc's adaptive pthread mutex spins a while before it sleeps,
/// so a thread that finds it taken for a few hundred nanoseconds waits
/// without a futex round trip. It sits alone on a cache line. The thread
/// sanitizer understands it.
final class AdaptiveLock: @unchecked Sendable {
    private static let lineSize = 64
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init() {
        precondition(MemoryLayout<pthread_mutex_t>.size <= Self.lineSize)
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

    func lock() { pthread_mutex_lock(mutex) }
    func unlock() { pthread_mutex_unlock(mutex) }
}
