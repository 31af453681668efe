import Testing
@testable import MFS

/// The invariants `WidthCacheSlotBuffer` states: tables that grow by copying
/// and stay for readers, publication by `count`, slots rewritten in place
/// under their versions, `reset` keeping the table for later slots.
@Suite struct WidthCacheSlotBufferTests {
    static func entry(_ index: Int, _ version: Int) -> CacheEntry {
        CacheEntry(kind: .rect, Double(index), -Double(index), Double(version), -Double(version))
    }

    /// Whole: the four numbers of one write, never a mix of two.
    static func isWhole(_ entry: CacheEntry, index: Int) -> Bool {
        entry.kind == .rect && entry.a == Double(index) && entry.b == -entry.a && entry.d == -entry.c
    }

    @Test func slotsInManyGrownTablesAreFoundAtTheirIndices() {
        let buffer = WidthCacheSlotBuffer(firstCapacity: 1)
        #expect(buffer.find(key: 0, width: 320) == nil)
        for index in 0..<100 { buffer.append(Self.entry(index, 0), key: UInt32(index % 10), width: Double(index / 10)) }
        #expect(buffer.count == 100)
        for index in 0..<100 {
            let found = buffer.find(key: UInt32(index % 10), width: Double(index / 10))
            #expect(found?.index == index)
            #expect(found.map { Self.isWhole($0.entry, index: index) && $0.entry.c == 0 } == true)
            let slot = buffer.slot(at: index)
            #expect(slot.key == UInt32(index % 10) && slot.width == Double(index / 10))
        }
        #expect(buffer.find(key: 10, width: 0) == nil)
        #expect(buffer.find(key: 0, width: 10) == nil)
    }

    @Test func aReplacedSlotKeepsItsPlaceAndAResetBufferReusesItsSlots() {
        let buffer = WidthCacheSlotBuffer(firstCapacity: 3)
        for index in 0..<5 { buffer.append(Self.entry(index, 0), key: UInt32(index), width: 320) }
        buffer.replace(at: 3, with: Self.entry(3, 7), key: 3, width: 320)
        #expect(buffer.count == 5)
        #expect(buffer.find(key: 3, width: 320)?.index == 3)
        #expect(buffer.find(key: 3, width: 320)?.entry.c == 7)
        buffer.reset()
        #expect(buffer.count == 0)
        #expect(buffer.find(key: 0, width: 320) == nil)
        buffer.append(CacheEntry(kind: .number, 42), key: 9, width: 375)
        #expect(buffer.count == 1)
        #expect(buffer.find(key: 9, width: 375)?.index == 0)
        #expect(buffer.find(key: 9, width: 375)?.entry.number == 42)
        #expect(buffer.find(key: 0, width: 320) == nil)
        #expect(buffer.slot(at: 0).key == 9)
    }

    /// Readers on several threads while one writer rewrites, appends and
    /// resets: every read finds nothing or one whole write.
    @Test func readersNeverTakeAHalfWrittenSlot() async {
        let shared = Shared(firstCapacity: 2)
        let keys = 12
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                for round in 1...300 {
                    for index in 0..<keys {
                        if let found = shared.buffer.find(key: UInt32(index), width: 320) {
                            shared.buffer.replace(at: found.index, with: Self.entry(index, round), key: UInt32(index), width: 320)
                        } else {
                            shared.buffer.append(Self.entry(index, round), key: UInt32(index), width: 320)
                        }
                    }
                    if round % 50 == 0 { shared.buffer.reset() }
                }
            }
            for _ in 0..<3 {
                group.addTask {
                        for _ in 0..<300 {
                        for index in 0..<keys {
                            if let found = shared.buffer.find(key: UInt32(index), width: 320) {
                                #expect(Self.isWhole(found.entry, index: index))
                            }
                        }
                        for index in 0..<shared.buffer.count {
                            let slot = shared.buffer.slot(at: index)
                            #expect(Self.isWhole(slot.entry, index: Int(slot.key)))
                        }
                    }
                }
            }
        }
    }

    /// A buffer that tasks share, as a `WidthCache` shares its own.
    final class Shared: Sendable {
        let buffer: WidthCacheSlotBuffer

        init(firstCapacity: Int) {
            buffer = WidthCacheSlotBuffer(firstCapacity: firstCapacity)
        }
    }
}
