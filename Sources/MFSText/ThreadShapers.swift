import Foundation

/// The calling thread's shapers, one per `WordMeasurer` it has laid out text
/// with, in a thread-specific slot: a layout takes its shaper without any
/// lock or shared write. A layout never suspends, so one thread runs at
/// most one layout at a time and never shares its shapers. At most
/// `maxEntries` per thread (the oldest goes first); released when the
/// thread ends.
final class ThreadShapers {
    static let maxEntries = 64

    private var entries: [(measurer: Int, shaper: Shaper)] = []

    /// The thread-specific slot holding each thread's instance (retained).
    private static let slot: pthread_key_t = {
        var slot = pthread_key_t()
        pthread_key_create(&slot) { shapers in
            if let shapers { Unmanaged<AnyObject>.fromOpaque(shapers).release() }
        }
        return slot
    }()

    /// The calling thread's instance.
    static func current() -> ThreadShapers {
        if let stored = pthread_getspecific(slot) {
            return Unmanaged<ThreadShapers>.fromOpaque(stored).takeUnretainedValue()
        }
        let shapers = ThreadShapers()
        pthread_setspecific(slot, Unmanaged.passRetained(shapers).toOpaque())
        return shapers
    }

    /// This thread's shaper for the measurer numbered `measurer`, made by `make` the first time.
    func shaper(for measurer: Int, make: () -> Shaper) -> Shaper {
        if let entry = entries.first(where: { $0.measurer == measurer }) { return entry.shaper }
        if entries.count == Self.maxEntries { entries.removeFirst() }
        let shaper = make()
        entries.append((measurer, shaper))
        return shaper
    }
}
