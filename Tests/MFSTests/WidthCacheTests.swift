import Testing
import MFS

@Suite struct WidthCacheTests {
    @Test func valuesAreSplitByWidthAndReadAsTheirType() {
        let cache = WidthCache()
        cache.setValue(.rect(Rect(x: 1, y: 2, width: 3, height: 4)), "textLbl", width: 320)
        cache.setValue(SizeBounds(minSize: Size(width: 300, height: 40), maxSize: Size(width: 300, height: 90)).cacheValue,
                       "textLbl", width: 568)
        cache.setValue(.number(190), "baseCellHeight", width: 568)
        cache.setValue(.flag(true), "isExceededTextLimit", width: 568)
        #expect(cache.rect("textLbl", width: 320) == Rect(x: 1, y: 2, width: 3, height: 4))
        #expect(cache.rect("textLbl", width: 568) == nil)
        #expect(cache.sizeBounds("textLbl", width: 568)?.size(expanded: true) == Size(width: 300, height: 90))
        #expect(cache.number("baseCellHeight", width: 568) == 190)
        #expect(cache.flag("isExceededTextLimit", width: 568) == true)
        #expect(cache.number("baseCellHeight", width: 320) == nil)
        #expect(cache.widths == [320, 568])
        #expect(cache.values(width: 568) == [
            "textLbl": .dictionary(["minSize": .size(Size(width: 300, height: 40)),
                                    "maxSize": .size(Size(width: 300, height: 90))]),
            "baseCellHeight": .number(190),
            "isExceededTextLimit": .flag(true),
        ])
        cache.removeAll()
        #expect(cache.widths.isEmpty)
    }

    @Test func aMissingValueIsComputedOnceAndAZeroWidthGetsAZeroRect() {
        let cache = WidthCache()
        var runs = 0
        for _ in 0..<3 {
            _ = cache.rect("avatar", parentSize: Size(width: 320, height: 0)) {
                runs += 1
                return Rect(x: 10, y: 5, width: 44, height: 44)
            }
        }
        #expect(runs == 1)
        #expect(cache.rect("avatar", parentSize: Size(width: 0, height: 50)) { Rect(x: 1, y: 1, width: 1, height: 1) } == .zero)
        #expect(cache.rect("avatar", parentSize: Size(width: -5, height: 50)) { Rect(x: 1, y: 1, width: 1, height: 1) } == .zero)
        #expect(cache.widths == [320])
    }

    @Test func severalTasksFillOneCacheAtOnce() async {
        let cache = WidthCache()
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    for index in 0..<250 {
                        let width = Double(300 + index / 50)
                        _ = cache.number("key\(index % 50)", width: width) { Double(index % 50) * width }
                        cache.setValue(.flag(true), "task\(task)", width: width)
                    }
                }
            }
        }
        #expect(cache.widths == [300, 301, 302, 303, 304])
        for width in cache.widths {
            #expect(cache.values(width: width).count == 58)
            #expect(cache.number("key7", width: width) == 7 * width)
        }
    }
}
