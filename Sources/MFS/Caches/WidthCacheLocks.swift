import Foundation

/// The mutexes that serialize writers of width caches: a few shared by all
/// caches, one picked by the cache's address, so a cache costs no lock of its
/// own and writers to different caches rarely wait for each other. Each mutex
/// has a cache line of its own, and taking one retains nothing, so writers
/// on different cores do not share a line. pthread mutexes, which the thread
/// sanitizer understands.
enum WidthCacheLocks {
    private static let count = 64
    private static let lineSize = 64

    /// `count` initialized mutexes, one per cache line; never freed.
    nonisolated(unsafe) private static let mutexes: UnsafeMutableRawPointer = {
        precondition(MemoryLayout<pthread_mutex_t>.size <= lineSize)
        let memory = UnsafeMutableRawPointer.allocate(byteCount: count * lineSize, alignment: lineSize)
        for index in 0..<count {
            let mutex = (memory + index * lineSize).bindMemory(to: pthread_mutex_t.self, capacity: 1)
            mutex.initialize(to: pthread_mutex_t())
            pthread_mutex_init(mutex, nil)
        }
        return memory
    }()

    /// Runs `body` holding the mutex of `object`.
    static func withLock(for object: AnyObject, _ body: () -> Void) {
        let hash = UInt(bitPattern: ObjectIdentifier(object)) &* 0x9E37_79B9_7F4A_7C15
        let mutex = (mutexes + Int(hash >> 58) * lineSize).assumingMemoryBound(to: pthread_mutex_t.self)
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        body()
    }
}
