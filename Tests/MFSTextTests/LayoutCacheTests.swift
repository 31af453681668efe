import Testing
import MFS
@testable import MFSText

/// `LayoutCache`'s bound, with a capacity small enough to reach.
@Suite struct LayoutCacheTests {
    static func key(_ text: String) -> LayoutCache.Key {
        LayoutCache.Key(text: text, weight: .regular, size: 15, limit: 100 * 65536, lineHeight: 20, maxLines: 0)
    }

    static func layout(_ lines: Int) -> TextLayout {
        TextLayout(size: Size(width: 10, height: Double(lines) * 20), lineCount: lines,
                   lineStarts: Array(repeating: 0, count: lines), isTruncated: false)
    }

    @Test func anInsertIntoAFullShardEmptiesThatShardFirst() {
        let cache = LayoutCache(maxEntries: 2, shardCount: 1)
        var made: [String] = []
        func ask(_ text: String, _ lines: Int) -> TextLayout {
            cache.layout(Self.key(text)) {
                made.append(text)
                return Self.layout(lines)
            }
        }
        #expect(ask("один", 1) == Self.layout(1) && ask("два", 2) == Self.layout(2))
        #expect(ask("один", 9) == Self.layout(1) && ask("два", 9) == Self.layout(2))
        #expect(cache.count == 2)
        #expect(ask("три", 3) == Self.layout(3))
        #expect(cache.count == 1)
        #expect(ask("три", 9) == Self.layout(3))
        #expect(ask("один", 4) == Self.layout(4))
        #expect(made == ["один", "два", "три", "один"])
    }

    @Test func eachShardHoldsItsShareOfTheBound() {
        let cache = LayoutCache(maxEntries: 8, shardCount: 4)
        for index in 0..<100 { _ = cache.layout(Self.key("текст \(index)")) { Self.layout(1) } }
        #expect(cache.count <= 8 && cache.count > 0)
    }
}
