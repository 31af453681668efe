import Synchronization

/// The raw memory a `WidthCache` keeps its compact entries in: one table of
/// slots, each a tag (a version and an interned key in one word, then a
/// width: what a lookup compares) and an entry (a kind and four numbers),
/// 56 bytes. Tags and entries are kept in separate columns, so a lookup's
/// scan reads 16 bytes a slot.
///
/// Invariants, which make lock-free reads safe:
/// - Memory: a table's memory is never freed before the buffer's `deinit`.
///   A full table is copied into one twice as large, which readers then
///   find; the old one stays for readers still in it (so the old tables
///   together hold fewer slots than the newest). A reader never reads freed
///   memory.
/// - Publication: slot `i` of a table is readable once the table's count
///   passes `i`. A writer writes slot `count`, then stores `count + 1` with
///   release ordering; a new table is filled before it is published with
///   release ordering. Readers load both with acquire ordering and read only
///   below the count.
/// - Versions (a sequence lock per slot): a writer makes the slot's version
///   odd, writes the slot, then makes it even again, one step higher. A reader
///   takes a slot's tag and entry only when it read the same even version
///   before and after them, so it never takes a half-written slot. Every
///   word is an atomic (read and written relaxed, ordered by the version's
///   acquire and release and a fence), so a torn read is detected, never a race.
/// - Writers MUST be serialized by the caller (`WidthCache` holds its mutex);
///   readers need nothing. `reset()` forgets every slot but keeps the table:
///   later writes reuse its slots in place, under their versions. A reader
///   still in an older table may find a value replaced or forgotten since it
///   started: what it finds is a whole value stored at some point of its call.
struct WidthCacheSlotBuffer: ~Copyable, @unchecked Sendable {
    // Unchecked: the mutable state is raw memory whose accesses the invariants above make race-free.

    /// The start of each table's memory; its slots' words follow.
    private struct Header: ~Copyable {
        let count: Atomic<Int>
        let capacity: Int
        /// The table this one replaced, freed with the buffer.
        let previous: UnsafeMutablePointer<Header>?
    }

    /// Words per slot in the tag column: version (top 32 bits) and key in one word, then the width's bits.
    private static let tagWords = 2
    /// Words per slot in the entry column: the kind, then four numbers' bits.
    private static let entryWords = 5

    let firstCapacity: Int
    /// The table readers use; `nil` until the first slot is written, so a cache never written takes no table.
    private let newest = Atomic<UnsafeMutablePointer<Header>?>(nil)

    init(firstCapacity: Int) {
        precondition(firstCapacity > 0)
        self.firstCapacity = firstCapacity
    }

    deinit {
        var table = newest.load(ordering: .acquiring)
        while let current = table {
            table = current.pointee.previous
            Self.words(of: current).deinitialize(count: (Self.tagWords + Self.entryWords) * current.pointee.capacity)
            current.deinitialize(count: 1)
            UnsafeMutableRawPointer(current).deallocate()
        }
    }

    /// The slots readers may see.
    var count: Int { newest.load(ordering: .acquiring)?.pointee.count.load(ordering: .acquiring) ?? 0 }

    /// The index and entry of the slot tagged `key` and `width`, `nil` when absent. Takes no lock.
    func find(key: UInt32, width: Double) -> (index: Int, entry: CacheEntry)? {
        guard let table = newest.load(ordering: .acquiring) else { return nil }
        let count = table.pointee.count.load(ordering: .acquiring)
        let tags = Self.words(of: table)
        let widthBits = width.bitPattern
        for index in 0..<count {
            while true {
                let head = tags[Self.tagWords * index].load(ordering: .acquiring)
                guard UInt32(truncatingIfNeeded: head) == key,
                      tags[Self.tagWords * index + 1].load(ordering: .relaxed) == widthBits
                else { break }
                let entry = Self.entry(in: table, at: index)
                atomicMemoryFence(ordering: .acquiring)
                if head & (1 << 32) == 0, tags[Self.tagWords * index].load(ordering: .relaxed) == head {
                    return (index, entry)
                }
            }
        }
        return nil
    }

    /// Slot `index`'s key, width and entry, read whole. Takes no lock.
    /// - Precondition: `index < count`.
    func slot(at index: Int) -> (key: UInt32, width: Double, entry: CacheEntry) {
        let table = newest.load(ordering: .acquiring).unsafelyUnwrapped
        precondition(index < table.pointee.capacity)
        let tags = Self.words(of: table)
        while true {
            let head = tags[Self.tagWords * index].load(ordering: .acquiring)
            let width = Double(bitPattern: tags[Self.tagWords * index + 1].load(ordering: .relaxed))
            let entry = Self.entry(in: table, at: index)
            atomicMemoryFence(ordering: .acquiring)
            if head & (1 << 32) == 0, tags[Self.tagWords * index].load(ordering: .relaxed) == head {
                return (UInt32(truncatingIfNeeded: head), width, entry)
            }
        }
    }

    /// Writes slot `count` and publishes it, first moving to a table twice as large when full.
    /// - Precondition: the caller is the only writer.
    func append(_ entry: CacheEntry, key: UInt32, width: Double) {
        var table: UnsafeMutablePointer<Header>
        if let current = newest.load(ordering: .relaxed) {
            table = current
        } else {
            table = Self.makeTable(capacity: firstCapacity, previous: nil)
            newest.store(table, ordering: .releasing)
        }
        let index = table.pointee.count.load(ordering: .relaxed)
        if index == table.pointee.capacity {
            table = Self.makeTable(capacity: 2 * index, previous: table)
            newest.store(table, ordering: .releasing)
        }
        Self.write(entry, key: key, width: width, in: table, at: index)
        table.pointee.count.store(index + 1, ordering: .releasing)
    }

    /// Rewrites slot `index` in place; readers see the old slot or the new one.
    /// - Precondition: `index < count`; the caller is the only writer.
    func replace(at index: Int, with entry: CacheEntry, key: UInt32, width: Double) {
        let table = newest.load(ordering: .relaxed).unsafelyUnwrapped
        precondition(index < table.pointee.count.load(ordering: .relaxed))
        Self.write(entry, key: key, width: width, in: table, at: index)
    }

    /// Forgets every slot; the table stays for later writes.
    /// - Precondition: the caller is the only writer.
    func reset() {
        newest.load(ordering: .relaxed)?.pointee.count.store(0, ordering: .releasing)
    }

    /// A table of `capacity` slots, holding a copy of `previous`'s slots when given.
    private static func makeTable(capacity: Int, previous: UnsafeMutablePointer<Header>?) -> UnsafeMutablePointer<Header> {
        let words = (tagWords + entryWords) * capacity
        let memory = UnsafeMutableRawPointer.allocate(
            byteCount: MemoryLayout<Header>.stride + words * MemoryLayout<Atomic<UInt64>>.stride,
            alignment: max(MemoryLayout<Header>.alignment, MemoryLayout<Atomic<UInt64>>.alignment))
        let count = previous?.pointee.count.load(ordering: .relaxed) ?? 0
        let table = memory.bindMemory(to: Header.self, capacity: 1)
        table.initialize(to: Header(count: Atomic(count), capacity: capacity, previous: previous))
        let slots = (memory + MemoryLayout<Header>.stride).bindMemory(to: Atomic<UInt64>.self, capacity: words)
        for word in 0..<words { (slots + word).initialize(to: Atomic(0)) }
        if let previous {
            let old = Self.words(of: previous), oldCapacity = previous.pointee.capacity
            for word in 0..<tagWords * count {
                slots[word].store(old[word].load(ordering: .relaxed), ordering: .relaxed)
            }
            for word in 0..<entryWords * count {
                slots[tagWords * capacity + word].store(old[tagWords * oldCapacity + word].load(ordering: .relaxed),
                                                       ordering: .relaxed)
            }
        }
        return table
    }

    /// The words after `table`'s header: `capacity` tags, then `capacity` entries.
    private static func words(of table: UnsafeMutablePointer<Header>) -> UnsafeMutablePointer<Atomic<UInt64>> {
        (UnsafeMutableRawPointer(table) + MemoryLayout<Header>.stride).assumingMemoryBound(to: Atomic<UInt64>.self)
    }

    private static func write(_ entry: CacheEntry, key: UInt32, width: Double, in table: UnsafeMutablePointer<Header>,
                              at index: Int) {
        let tags = words(of: table)
        let head = tags + tagWords * index
        let version = head.pointee.load(ordering: .relaxed) >> 32
        head.pointee.store((version + 1) << 32 | UInt64(key), ordering: .relaxed)
        atomicMemoryFence(ordering: .releasing)
        tags[tagWords * index + 1].store(width.bitPattern, ordering: .relaxed)
        let words = tags + tagWords * table.pointee.capacity + entryWords * index
        words[0].store(UInt64(entry.kind.rawValue), ordering: .relaxed)
        words[1].store(entry.a.bitPattern, ordering: .relaxed)
        words[2].store(entry.b.bitPattern, ordering: .relaxed)
        words[3].store(entry.c.bitPattern, ordering: .relaxed)
        words[4].store(entry.d.bitPattern, ordering: .relaxed)
        head.pointee.store((version + 2) << 32 | UInt64(key), ordering: .releasing)
    }

    private static func entry(in table: UnsafeMutablePointer<Header>, at index: Int) -> CacheEntry {
        let words = words(of: table) + tagWords * table.pointee.capacity + entryWords * index
        return CacheEntry(kind: CacheEntry.Kind(rawValue: UInt32(truncatingIfNeeded: words[0].load(ordering: .relaxed)))!,
                          Double(bitPattern: words[1].load(ordering: .relaxed)),
                          Double(bitPattern: words[2].load(ordering: .relaxed)),
                          Double(bitPattern: words[3].load(ordering: .relaxed)),
                          Double(bitPattern: words[4].load(ordering: .relaxed)))
    }
}
