import Testing
@testable import MFS

/// What the engine's caches keep and forget, with capacities shrunk to one
/// value: a `WidthCache` evicts nothing until `removeAll`, which evicts
/// everything; replacing takes no new slot; interned key names stay.
@Suite struct WidthCacheEvictionTests {
    let keys = (0..<6).map { CacheKey("evictionKey\($0)") }
    let middle = CacheValue.dictionary(["minSize": .size(Size(width: 1, height: 2)), "maxSize": .size(Size(width: 1, height: 6)),
                                        "middleSize": .size(Size(width: 1, height: 4))])

    @Test func growingPastTheCapacityEvictsNothing() {
        let cache = WidthCache(firstCapacity: 1)
        for width in [320.0, 375, 414, 568] {
            for (index, key) in keys.enumerated() { cache.setValue(.number(width + Double(index)), key, width: width) }
        }
        cache.setValue(middle, keys[0], width: 375)
        #expect(cache.slotsInUse == 24)
        #expect(cache.widths == [320, 375, 414, 568])
        for width in [320.0, 375, 414, 568] {
            for (index, key) in keys.enumerated() where !(width == 375 && index == 0) {
                #expect(cache.number(key, width: width) == width + Double(index))
            }
        }
        #expect(cache.value(keys[0], width: 375) == middle)
        #expect(cache.sizeBounds(keys[0], width: 375) == SizeBounds(minSize: Size(width: 1, height: 2),
                                                                    maxSize: Size(width: 1, height: 6)))
    }

    @Test func replacingRewritesTheSlotInPlace() {
        let cache = WidthCache(firstCapacity: 1)
        cache.setValue(.number(1), keys[0], width: 320)
        cache.setValue(.rect(Rect(x: 1, y: 2, width: 3, height: 4)), keys[1], width: 320)
        for round in 0..<100 {
            cache.setValue(round % 2 == 0 ? middle : .flag(round % 3 == 0), keys[0], width: 320)
            #expect(cache.slotsInUse == 2)
        }
        #expect(cache.flag(keys[0], width: 320) == true)
        #expect(cache.value(keys[0], width: 320) == .flag(true))
        #expect(cache.rect(keys[1], width: 320) == Rect(x: 1, y: 2, width: 3, height: 4))
    }

    /// `removeAll` evicts every value; the slots are reused, an object value
    /// where a compact one was and the other way round, and read right.
    @Test func removeAllEvictsEverythingAndTheSlotsServeNewValues() {
        let cache = WidthCache(firstCapacity: 1)
        cache.setValue(.number(7), keys[0], width: 320)
        cache.setValue(middle, keys[1], width: 320)
        cache.setValue(.number(8), keys[2], width: 414)
        cache.removeAll()
        #expect(cache.slotsInUse == 0)
        #expect(cache.widths.isEmpty)
        for key in keys.prefix(3) {
            #expect(cache.value(key, width: 320) == nil)
            #expect(cache.value(key, width: 414) == nil)
        }
        cache.setValue(middle, keys[3], width: 375)
        cache.setValue(.size(Size(width: 5, height: 6)), keys[4], width: 375)
        #expect(cache.slotsInUse == 2)
        #expect(cache.values(width: 375) == ["evictionKey3": middle, "evictionKey4": .size(Size(width: 5, height: 6))])
        #expect(cache.values(width: 320).isEmpty)
        #expect(cache.value(keys[1], width: 320) == nil)
        #expect(cache.widths == [375])
    }

    @Test func internedNamesAreNeverForgotten() {
        let names = CacheKeyNames()
        let ids = (0..<500).map { names.id(for: "name\($0)") }
        #expect(ids == (0..<500).map(UInt32.init))
        #expect(names.id(for: "name0") == 0)
        #expect((0..<500).map { names.name(of: UInt32($0)) } == (0..<500).map { "name\($0)" })
    }
}
