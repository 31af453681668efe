/// The typed Swift API over the loose cache: rects, size bounds, numbers and
/// flags, each read as its type (a value of another type counts as absent).
extension WidthCache {
    public func rect(_ key: String, width: Double) -> Rect? {
        if case let .rect(rect)? = value(key, width: width) { rect } else { nil }
    }

    public func sizeBounds(_ key: String, width: Double) -> SizeBounds? {
        value(key, width: width).flatMap(SizeBounds.init)
    }

    public func number(_ key: String, width: Double) -> Double? {
        if case let .number(number)? = value(key, width: width) { number } else { nil }
    }

    public func flag(_ key: String, width: Double) -> Bool? {
        if case let .flag(flag)? = value(key, width: width) { flag } else { nil }
    }

    /// The cached rect for `key` at `width`, or `compute()` stored and returned.
    public func rect(_ key: String, width: Double, orCompute compute: () -> Rect) -> Rect {
        cached(key, width: width, read: rect, store: CacheValue.rect, compute)
    }

    /// The cached bounds for `key` at `width`, or `compute()` stored and returned.
    public func sizeBounds(_ key: String, width: Double, orCompute compute: () -> SizeBounds) -> SizeBounds {
        cached(key, width: width, read: sizeBounds, store: \.cacheValue, compute)
    }

    /// The cached number for `key` at `width`, or `compute()` stored and returned.
    public func number(_ key: String, width: Double, orCompute compute: () -> Double) -> Double {
        cached(key, width: width, read: number, store: CacheValue.number, compute)
    }

    private func cached<T>(_ key: String, width: Double, read: (String, Double) -> T?,
                           store: (T) -> CacheValue, _ compute: () -> T) -> T {
        if let hit = read(key, width) { return hit }
        let value = compute()
        setValue(store(value), key, width: width)
        return value
    }
}

extension WidthCache {
    /// What a cell's frame function does with a cache: a zero rect for a parent
    /// with no width, else the cached rect for `parentSize.width`, computed once.
    public func rect(_ key: String, parentSize: Size, orCompute compute: () -> Rect) -> Rect {
        guard parentSize.width > 0 else { return .zero }
        return rect(key, width: parentSize.width, orCompute: compute)
    }
}
