import Synchronization

/// The raw memory a `WidthCache` keeps its compact entries in: slots, each a
/// tag (a width and an interned key: what a lookup compares) and an entry (a
/// kind and four numbers), in segments of `firstCapacity`, 2×, 4×, … slots.
/// Tags and entries are kept in separate columns, so a lookup's scan reads
/// 16 bytes a slot.
///
/// Invariants, which make lock-free reads safe:
/// - Memory: a segment is allocated when its first slot is written and freed
///   only in `deinit`; slots never move. A reader holding the buffer never
///   reads freed memory, and nothing is copied when the buffer grows.
/// - Publication: slot `i` is readable once `count > i`. A writer writes slot
///   `count`, then stores `count + 1` with release ordering; readers load
///   `count` with acquire ordering and read only below it.
/// - Versions (a sequence lock per slot): a writer makes the slot's version
///   odd, writes the slot, then makes it even again, one step higher. A reader
///   takes a slot's tag and entry only when it read the same even version
///   before and after them, so it never takes a half-written slot. Every
///   word is an atomic (read and written relaxed, ordered by the version's
///   acquire and release and a fence), so a torn read is detected, never a race.
/// - Writers MUST be serialized by the caller (`WidthCache` holds its mutex);
///   readers need nothing. `reset()` forgets every slot but keeps the memory:
///   later writes reuse the slots in place, under their versions.
final class WidthCacheSlotBuffer: @unchecked Sendable {
    // Unchecked: the mutable state is raw memory whose accesses the invariants above make race-free.

    /// Words per slot in the tag column: version and key in one word, then the width's bits.
    private static let tagWords = 2
    /// Words per slot in the entry column: the kind, then four numbers' bits.
    private static let entryWords = 5
    /// Enough segments for more slots than memory holds, whatever `firstCapacity`.
    private static let maxSegments = 48

    let firstCapacity: Int
    private let published = Atomic<Int>(0)
    /// Segment `k`'s memory (`firstCapacity << k` slots: tags, then entries) or nil;
    /// written once, by the writer that first fills the segment, before publishing it.
    private let segments: UnsafeMutablePointer<UnsafeMutablePointer<Atomic<UInt64>>?>

    init(firstCapacity: Int) {
        precondition(firstCapacity > 0)
        self.firstCapacity = firstCapacity
        segments = .allocate(capacity: Self.maxSegments)
        segments.initialize(repeating: nil, count: Self.maxSegments)
    }

    deinit {
        for index in 0..<Self.maxSegments {
            guard let segment = segments[index] else { break }
            segment.deinitialize(count: (Self.tagWords + Self.entryWords) * (firstCapacity << index))
            segment.deallocate()
        }
        segments.deallocate()
    }

    /// The slots readers may see.
    var count: Int { published.load(ordering: .acquiring) }

    /// The index and entry of the slot tagged `key` and `width`, `nil` when absent. Takes no lock.
    func find(key: UInt32, width: Double) -> (index: Int, entry: CacheEntry)? {
        let count = count
        let widthBits = width.bitPattern
        var start = 0, segmentIndex = 0
        while start < count {
            let capacity = firstCapacity << segmentIndex
            let segment = segments[segmentIndex].unsafelyUnwrapped
            for offset in 0..<min(capacity, count - start) {
                while true {
                    let head = segment[Self.tagWords * offset].load(ordering: .acquiring)
                    guard UInt32(truncatingIfNeeded: head) == key,
                          segment[Self.tagWords * offset + 1].load(ordering: .relaxed) == widthBits
                    else { break }
                    let entry = Self.entry(in: segment, capacity: capacity, at: offset)
                    atomicMemoryFence(ordering: .acquiring)
                    if head & (1 << 32) == 0, segment[Self.tagWords * offset].load(ordering: .relaxed) == head {
                        return (start + offset, entry)
                    }
                }
            }
            start += capacity
            segmentIndex += 1
        }
        return nil
    }

    /// Slot `index`'s key, width and entry, read whole. Takes no lock.
    /// - Precondition: `index < count`.
    func slot(at index: Int) -> (key: UInt32, width: Double, entry: CacheEntry) {
        let (segment, capacity, offset) = place(of: index)
        while true {
            let head = segment[Self.tagWords * offset].load(ordering: .acquiring)
            let width = Double(bitPattern: segment[Self.tagWords * offset + 1].load(ordering: .relaxed))
            let entry = Self.entry(in: segment, capacity: capacity, at: offset)
            atomicMemoryFence(ordering: .acquiring)
            if head & (1 << 32) == 0, segment[Self.tagWords * offset].load(ordering: .relaxed) == head {
                return (UInt32(truncatingIfNeeded: head), width, entry)
            }
        }
    }

    /// Writes slot `count` and publishes it, allocating its segment if new.
    /// - Precondition: the caller is the only writer.
    func append(_ entry: CacheEntry, key: UInt32, width: Double) {
        let index = published.load(ordering: .relaxed)
        write(entry, key: key, width: width, at: index)
        published.store(index + 1, ordering: .releasing)
    }

    /// Rewrites slot `index` in place; readers see the old slot or the new one.
    /// - Precondition: `index < count`; the caller is the only writer.
    func replace(at index: Int, with entry: CacheEntry, key: UInt32, width: Double) {
        precondition(index < published.load(ordering: .relaxed))
        write(entry, key: key, width: width, at: index)
    }

    /// Forgets every slot; the memory stays for later writes.
    /// - Precondition: the caller is the only writer.
    func reset() {
        published.store(0, ordering: .releasing)
    }

    private func write(_ entry: CacheEntry, key: UInt32, width: Double, at index: Int) {
        let (segment, capacity, offset) = place(of: index, allocating: true)
        let head = segment + Self.tagWords * offset
        let version = head.pointee.load(ordering: .relaxed) >> 32
        head.pointee.store((version + 1) << 32 | UInt64(key), ordering: .relaxed)
        atomicMemoryFence(ordering: .releasing)
        segment[Self.tagWords * offset + 1].store(width.bitPattern, ordering: .relaxed)
        let words = segment + Self.tagWords * capacity + Self.entryWords * offset
        words[0].store(UInt64(entry.kind.rawValue), ordering: .relaxed)
        words[1].store(entry.a.bitPattern, ordering: .relaxed)
        words[2].store(entry.b.bitPattern, ordering: .relaxed)
        words[3].store(entry.c.bitPattern, ordering: .relaxed)
        words[4].store(entry.d.bitPattern, ordering: .relaxed)
        head.pointee.store((version + 2) << 32 | UInt64(key), ordering: .releasing)
    }

    private static func entry(in segment: UnsafeMutablePointer<Atomic<UInt64>>, capacity: Int, at offset: Int) -> CacheEntry {
        let words = segment + tagWords * capacity + entryWords * offset
        let kind = CacheEntry.Kind(rawValue: UInt32(truncatingIfNeeded: words[0].load(ordering: .relaxed)))!
        return CacheEntry(kind: kind, Double(bitPattern: words[1].load(ordering: .relaxed)),
                          Double(bitPattern: words[2].load(ordering: .relaxed)),
                          Double(bitPattern: words[3].load(ordering: .relaxed)),
                          Double(bitPattern: words[4].load(ordering: .relaxed)))
    }

    /// The segment holding slot `index`, its capacity, and the slot's offset in it.
    private func place(of index: Int, allocating: Bool = false)
        -> (UnsafeMutablePointer<Atomic<UInt64>>, capacity: Int, offset: Int) {
        let segmentIndex = Int.bitWidth - 1 - (index / firstCapacity + 1).leadingZeroBitCount
        let capacity = firstCapacity << segmentIndex
        let offset = index - firstCapacity * ((1 << segmentIndex) - 1)
        if let segment = segments[segmentIndex] { return (segment, capacity, offset) }
        precondition(allocating && segmentIndex < Self.maxSegments)
        let words = (Self.tagWords + Self.entryWords) * capacity
        let segment = UnsafeMutablePointer<Atomic<UInt64>>.allocate(capacity: words)
        for word in 0..<words { (segment + word).initialize(to: Atomic(0)) }
        segments[segmentIndex] = segment
        return (segment, capacity, offset)
    }
}
