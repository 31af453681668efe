import Synchronization

/// The memory a `WidthCache` keeps its values in, one allocation: a header
/// (how many entries readers may see, the capacity, the table this one
/// replaced), then `capacity` tags (a width and a key: what a lookup
/// compares, four to a cache line), then `capacity` payloads (four numbers).
///
/// Entries below `count` never change: a writer fills entry `count` and then
/// publishes it by storing `count + 1` with release ordering; a reader loads
/// `count` with acquire ordering and reads only below it, so reads need no
/// lock. Changing or removing a value makes a new table instead. Writers
/// MUST be serialized (`WidthCache` does it). The table owns the boxes of
/// its `object` entries.
struct WidthCacheTable {
    /// What a lookup compares, and the kind of the payload beside it.
    private struct Tag {
        var width: Double
        var key: UInt32
        var kind: CacheEntry.Kind
    }

    /// The count (`Atomic<Int>`), the capacity, the previous table's address, padding.
    private static let tagsOffset = 32

    private static func payloadsOffset(_ capacity: Int) -> Int {
        tagsOffset + capacity * MemoryLayout<Tag>.stride
    }

    let address: UnsafeMutableRawPointer

    init(_ address: UnsafeMutableRawPointer) {
        self.address = address
    }

    /// An empty table linked to `previous` (kept alive until `WidthCache`
    /// frees the chain), holding a copy of `previous`'s entries when
    /// `copying`.
    static func make(capacity: Int, previous: WidthCacheTable?, copying: Bool) -> WidthCacheTable {
        let size = payloadsOffset(capacity) + capacity * 4 * MemoryLayout<Double>.stride
        let table = WidthCacheTable(UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16))
        let count = copying ? previous?.count ?? 0 : 0
        table.address.bindMemory(to: Atomic<Int>.self, capacity: 1).initialize(to: Atomic(count))
        table.address.storeBytes(of: capacity, toByteOffset: 8, as: Int.self)
        table.address.storeBytes(of: previous?.address, toByteOffset: 16, as: UnsafeMutableRawPointer?.self)
        let tags = (table.address + tagsOffset).bindMemory(to: Tag.self, capacity: capacity)
        let payloads = (table.address + payloadsOffset(capacity)).bindMemory(to: Double.self, capacity: 4 * capacity)
        if let previous, copying {
            tags.initialize(from: previous.tags, count: count)
            payloads.initialize(from: previous.payloads, count: 4 * count)
            for index in 0..<count { table.entry(at: index).retain() }
        }
        return table
    }

    /// The entries readers may see.
    var count: Int {
        address.assumingMemoryBound(to: Atomic<Int>.self).pointee.load(ordering: .acquiring)
    }

    var capacity: Int { address.load(fromByteOffset: 8, as: Int.self) }

    var previous: WidthCacheTable? {
        address.load(fromByteOffset: 16, as: UnsafeMutableRawPointer?.self).map(WidthCacheTable.init)
    }

    private var tags: UnsafeMutablePointer<Tag> {
        (address + Self.tagsOffset).assumingMemoryBound(to: Tag.self)
    }

    private var payloads: UnsafeMutablePointer<Double> {
        (address + Self.payloadsOffset(capacity)).assumingMemoryBound(to: Double.self)
    }

    /// The index of the entry for `key` at `width`, `nil` when absent.
    func index(of key: UInt32, width: Double) -> Int? {
        let tags = tags
        for index in 0..<count where tags[index].key == key && tags[index].width == width { return index }
        return nil
    }

    func entry(at index: Int) -> CacheEntry {
        let payload = payloads + 4 * index
        return CacheEntry(kind: tags[index].kind, payload[0], payload[1], payload[2], payload[3])
    }

    func width(at index: Int) -> Double { tags[index].width }

    func key(at index: Int) -> UInt32 { tags[index].key }

    /// Stores `entry` (taking its box) after the last entry and publishes it.
    /// - Precondition: `count < capacity`; the caller is the only writer.
    func append(_ entry: CacheEntry, key: UInt32, width: Double) {
        let index = count
        precondition(index < capacity)
        write(entry, key: key, width: width, at: index)
        address.assumingMemoryBound(to: Atomic<Int>.self).pointee.store(index + 1, ordering: .releasing)
    }

    /// Puts `entry` (taking its box) in place of entry `index`, releasing the old one.
    /// - Precondition: no reader can see this table yet.
    func replace(at index: Int, with entry: CacheEntry) {
        self.entry(at: index).release()
        write(entry, key: tags[index].key, width: tags[index].width, at: index)
    }

    private func write(_ entry: CacheEntry, key: UInt32, width: Double, at index: Int) {
        tags[index] = Tag(width: width, key: key, kind: entry.kind)
        let payload = payloads + 4 * index
        (payload[0], payload[1], payload[2], payload[3]) = (entry.a, entry.b, entry.c, entry.d)
    }

    /// Releases the boxes and frees the memory.
    /// - Precondition: no reader or writer can reach the table any more.
    func deallocate() {
        for index in 0..<count { entry(at: index).release() }
        address.deallocate()
    }
}
