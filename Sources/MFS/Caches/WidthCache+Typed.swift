/// The typed Swift API over the loose cache: rects, size bounds, numbers and
/// flags, each read as its type (a value of another type counts as absent).
/// Reads and writes go straight to compact entries: no `CacheValue` is made
/// (but for size bounds stored as a larger dictionary, read from the value).
extension WidthCache {
    public func rect(_ key: CacheKey, width: Double) -> Rect? {
        entry(key, width: width)?.rect
    }

    public func sizeBounds(_ key: CacheKey, width: Double) -> SizeBounds? {
        guard let entry = entry(key, width: width) else { return nil }
        return entry.kind == .object ? value(key, width: width).flatMap(SizeBounds.init) : entry.sizeBounds
    }

    public func number(_ key: CacheKey, width: Double) -> Double? {
        entry(key, width: width)?.number
    }

    public func flag(_ key: CacheKey, width: Double) -> Bool? {
        entry(key, width: width)?.flag
    }

    /// The cached rect for `key` at `width`, or `compute()` stored and returned.
    public func rect(_ key: CacheKey, width: Double, orCompute compute: () -> Rect) -> Rect {
        cached(key, width: width, read: { $0.rect(key, width: width) }, store: CacheEntry.init, compute)
    }

    /// The cached bounds for `key` at `width`, or `compute()` stored and returned.
    public func sizeBounds(_ key: CacheKey, width: Double, orCompute compute: () -> SizeBounds) -> SizeBounds {
        cached(key, width: width, read: { $0.sizeBounds(key, width: width) }, store: CacheEntry.init, compute)
    }

    /// The cached number for `key` at `width`, or `compute()` stored and returned.
    public func number(_ key: CacheKey, width: Double, orCompute compute: () -> Double) -> Double {
        cached(key, width: width, read: { $0.number(key, width: width) }, store: { CacheEntry(kind: .number, $0) },
               compute)
    }

    private func cached<T>(_ key: CacheKey, width: Double, read: (WidthCache) -> T?, store: (T) -> CacheEntry,
                           _ compute: () -> T) -> T {
        if let hit = read(self) { return hit }
        let value = compute()
        self.store(store(value), key, width: width)
        return value
    }
}

extension WidthCache {
    /// What a cell's frame function does with a cache: a zero rect for a parent
    /// with no width, else the cached rect for `parentSize.width`, computed once.
    public func rect(_ key: CacheKey, parentSize: Size, orCompute compute: () -> Rect) -> Rect {
        guard parentSize.width > 0 else { return .zero }
        return rect(key, width: parentSize.width, orCompute: compute)
    }
}
