import Testing
import MFS

@Suite struct WidthCacheTests {
    let textLbl = CacheKey("textLbl")

    @Test func valuesAreSplitByWidthAndReadAsTheirType() {
        let cache = WidthCache()
        cache.setValue(.rect(Rect(x: 1, y: 2, width: 3, height: 4)), textLbl, width: 320)
        cache.setValue(SizeBounds(minSize: Size(width: 300, height: 40), maxSize: Size(width: 300, height: 90)).cacheValue,
                       textLbl, width: 568)
        cache.setValue(.number(190), CacheKey("baseCellHeight"), width: 568)
        cache.setValue(.flag(true), CacheKey("isExceededTextLimit"), width: 568)
        #expect(cache.rect(textLbl, width: 320) == Rect(x: 1, y: 2, width: 3, height: 4))
        #expect(cache.rect(textLbl, width: 568) == nil)
        #expect(cache.sizeBounds(textLbl, width: 568)?.size(expanded: true) == Size(width: 300, height: 90))
        #expect(cache.number(CacheKey("baseCellHeight"), width: 568) == 190)
        #expect(cache.flag(CacheKey("isExceededTextLimit"), width: 568) == true)
        #expect(cache.number(CacheKey("baseCellHeight"), width: 320) == nil)
        #expect(cache.widths == [320, 568])
        #expect(cache.values(width: 568) == [
            "textLbl": .dictionary(["minSize": .size(Size(width: 300, height: 40)),
                                    "maxSize": .size(Size(width: 300, height: 90))]),
            "baseCellHeight": .number(190),
            "isExceededTextLimit": .flag(true),
        ])
        cache.removeAll()
        #expect(cache.widths.isEmpty)
        #expect(cache.rect(textLbl, width: 320) == nil)
        cache.setValue(.number(1), textLbl, width: 320)
        #expect(cache.values(width: 320) == ["textLbl": .number(1)])
    }

    @Test func keysWithEqualNamesAreEqual() {
        #expect(CacheKey("textLbl") == textLbl)
        #expect(CacheKey("textLbl ") != textLbl)
        #expect(textLbl.name == "textLbl")
    }

    @Test func keysMadeOnSeveralThreadsAtOnceAgree() async {
        let names = (0..<200).map { "concurrentKey\($0)" }
        let made = await withTaskGroup(of: [CacheKey].self) { group in
            for _ in 0..<4 { group.addTask { names.map(CacheKey.init) } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        for keys in made { #expect(keys == made[0]) }
        #expect(made[0].map(\.name) == names)
        #expect(Set(made[0]).count == names.count)
    }

    @Test func anyLooseValueIsKeptAsStored() {
        let cache = WidthCache()
        let nested = CacheValue.dictionary(["minSize": .size(Size(width: 1, height: 2)), "maxSize": .size(Size(width: 1, height: 5)),
                                            "middleSize": .size(Size(width: 1, height: 3))])
        cache.setValue(nested, textLbl, width: 320)
        cache.setValue(.size(Size(width: 7, height: 8)), CacheKey("avatar"), width: 320)
        #expect(cache.value(textLbl, width: 320) == nested)
        #expect(cache.sizeBounds(textLbl, width: 320) == SizeBounds(minSize: Size(width: 1, height: 2),
                                                                    maxSize: Size(width: 1, height: 5)))
        #expect(cache.value(CacheKey("avatar"), width: 320) == .size(Size(width: 7, height: 8)))
        #expect(cache.rect(CacheKey("avatar"), width: 320) == nil)
        cache.setValue(.dictionary(["flag": .flag(false)]), textLbl, width: 320)
        #expect(cache.value(textLbl, width: 320) == .dictionary(["flag": .flag(false)]))
        #expect(cache.sizeBounds(textLbl, width: 320) == nil)
    }

    @Test func storingReplacesAndManyValuesAllStay() {
        let cache = WidthCache()
        let keys = (0..<40).map { CacheKey("key\($0)") }
        for width in [320.0, 375, 414] {
            for (index, key) in keys.enumerated() { cache.setValue(.number(Double(index) * width), key, width: width) }
        }
        cache.setValue(.number(-1), keys[3], width: 375)
        cache.setValue(.number(-1), keys[3], width: 375)
        for width in [320.0, 375, 414] {
            for (index, key) in keys.enumerated() {
                #expect(cache.number(key, width: width) == (width == 375 && index == 3 ? -1 : Double(index) * width))
            }
            #expect(cache.values(width: width).count == 40)
        }
        #expect(cache.widths == [320, 375, 414])
    }

    @Test func aMissingValueIsComputedOnceAndAZeroWidthGetsAZeroRect() {
        let cache = WidthCache()
        let avatar = CacheKey("avatar")
        var runs = 0
        for _ in 0..<3 {
            _ = cache.rect(avatar, parentSize: Size(width: 320, height: 0)) {
                runs += 1
                return Rect(x: 10, y: 5, width: 44, height: 44)
            }
        }
        #expect(runs == 1)
        #expect(cache.rect(avatar, parentSize: Size(width: 0, height: 50)) { Rect(x: 1, y: 1, width: 1, height: 1) } == .zero)
        #expect(cache.rect(avatar, parentSize: Size(width: -5, height: 50)) { Rect(x: 1, y: 1, width: 1, height: 1) } == .zero)
        #expect(cache.widths == [320])
    }

    @Test func severalTasksFillOneCacheAtOnce() async {
        let cache = WidthCache()
        let keys = (0..<50).map { CacheKey("key\($0)") }
        let taskKeys = (0..<8).map { CacheKey("task\($0)") }
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    for index in 0..<250 {
                        let width = Double(300 + index / 50)
                        _ = cache.number(keys[index % 50], width: width) { Double(index % 50) * width }
                        cache.setValue(.flag(true), taskKeys[task], width: width)
                    }
                }
            }
        }
        #expect(cache.widths == [300, 301, 302, 303, 304])
        for width in cache.widths {
            #expect(cache.values(width: width).count == 58)
            #expect(cache.number(keys[7], width: width) == 7 * width)
        }
    }

    /// Readers never lock: while writers grow, replace and empty the table,
    /// every read finds nothing or exactly what was stored.
    @Test func readersSeeWholeValuesWhileWritersChangeTheTable() async {
        let cache = WidthCache()
        let keys = (0..<64).map { CacheKey("key\($0)") }
        func rect(_ index: Int, _ width: Double) -> Rect { Rect(x: Double(index), y: width, width: width, height: -Double(index)) }
        await withTaskGroup(of: Void.self) { group in
            for writer in 0..<2 {
                group.addTask {
                    for round in 0..<20 {
                        for (index, key) in keys.enumerated() where index % 2 == writer {
                            cache.setValue(.rect(rect(index, 320 + Double(round % 3))), key, width: 320 + Double(round % 3))
                        }
                        if writer == 0, round % 7 == 6 { cache.removeAll() }
                    }
                }
            }
            for _ in 0..<2 {
                group.addTask {
                    for round in 0..<200 {
                        let width = 320 + Double(round % 3)
                        for (index, key) in keys.enumerated() {
                            if let found = cache.rect(key, width: width) { #expect(found == rect(index, width)) }
                        }
                    }
                }
            }
        }
    }

    /// Object values (dictionaries with no compact form) read on several
    /// threads while a writer appends them, replaces them by other objects
    /// and by compact values, and empties the cache: every read finds nothing
    /// or one of the values stored for that key and width.
    @Test func readersSeeObjectValuesWhileAWriterReplacesThem() async {
        let cache = WidthCache()
        let keys = (0..<16).map { CacheKey("objectKey\($0)") }
        func stored(_ index: Int, _ round: Int, _ width: Double) -> CacheValue {
            switch round % 3 {
            case 0: .dictionary(["index": .number(Double(index)), "width": .number(width), "round": .number(Double(round))])
            case 1: .dictionary(["index": .number(Double(index)), "width": .number(width),
                                 "nested": .dictionary(["round": .number(Double(round))])])
            default: .rect(Rect(x: Double(index), y: width, width: Double(round), height: 1))
            }
        }
        func isStored(_ value: CacheValue, _ index: Int, _ width: Double) -> Bool {
            switch value {
            case let .dictionary(entries): entries["index"] == .number(Double(index)) && entries["width"] == .number(width)
            case let .rect(rect): rect.origin.x == Double(index) && rect.origin.y == width && rect.size.height == 1
            default: false
            }
        }
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                for round in 0..<90 {
                    let width = 320 + Double(round % 2)
                    for (index, key) in keys.enumerated() { cache.setValue(stored(index, round, width), key, width: width) }
                    if round % 30 == 14 { cache.removeAll() }
                }
            }
            for _ in 0..<3 {
                group.addTask {
                    for round in 0..<150 {
                        let width = 320 + Double(round % 2)
                        for (index, key) in keys.enumerated() {
                            if let found = cache.value(key, width: width) { #expect(isStored(found, index, width)) }
                        }
                        for (name, value) in cache.values(width: width) {
                            #expect(isStored(value, keys.firstIndex { $0.name == name } ?? -1, width))
                        }
                    }
                }
            }
        }
        #expect(cache.value(keys[5], width: 321) == stored(5, 89, 321))
        #expect(cache.value(keys[5], width: 320) == stored(5, 88, 320))
    }
}
