/// A value as a `WidthCache` stores it: a kind and four numbers, no
/// allocation: a rect's x, y, width, height; a size's width, height; size
/// bounds' minimum then maximum size; a number; a flag as 0 or 1. A value of
/// no compact kind (a dictionary other than `{ "minSize", "maxSize" }`) is
/// `object`: `a` holds the bits of a retained `CacheValueBox`, released by
/// `release()`; whoever holds such an entry owns that retain.
struct CacheEntry {
    enum Kind: UInt32 {
        case rect, size, number, flag, sizeBounds, object
    }

    var kind: Kind
    var a = 0.0, b = 0.0, c = 0.0, d = 0.0

    init(kind: Kind, _ a: Double, _ b: Double = 0, _ c: Double = 0, _ d: Double = 0) {
        self.kind = kind
        (self.a, self.b, self.c, self.d) = (a, b, c, d)
    }

    init(_ rect: Rect) {
        self.init(kind: .rect, rect.origin.x, rect.origin.y, rect.size.width, rect.size.height)
    }

    init(_ bounds: SizeBounds) {
        self.init(kind: .sizeBounds, bounds.minSize.width, bounds.minSize.height,
                  bounds.maxSize.width, bounds.maxSize.height)
    }

    /// The compact form of `value`, or a retained box when it has none.
    init(_ value: CacheValue) {
        switch value {
        case let .rect(rect): self.init(rect)
        case let .size(size): self.init(kind: .size, size.width, size.height)
        case let .number(number): self.init(kind: .number, number)
        case let .flag(flag): self.init(kind: .flag, flag ? 1 : 0)
        case let .dictionary(entries):
            if entries.count == 2, let bounds = SizeBounds(value) {
                self.init(bounds)
            } else {
                let box = Unmanaged.passRetained(CacheValueBox(value))
                self.init(kind: .object, Double(bitPattern: UInt64(UInt(bitPattern: box.toOpaque()))))
            }
        }
    }

    private var box: Unmanaged<CacheValueBox> {
        Unmanaged.fromOpaque(UnsafeRawPointer(bitPattern: UInt(a.bitPattern))!)
    }

    /// The loose form: what was stored.
    var value: CacheValue {
        switch kind {
        case .rect: .rect(Rect(x: a, y: b, width: c, height: d))
        case .size: .size(Size(width: a, height: b))
        case .number: .number(a)
        case .flag: .flag(a != 0)
        case .sizeBounds: SizeBounds(minSize: Size(width: a, height: b), maxSize: Size(width: c, height: d)).cacheValue
        case .object: box.takeUnretainedValue().value
        }
    }

    var rect: Rect? { kind == .rect ? Rect(x: a, y: b, width: c, height: d) : nil }
    var number: Double? { kind == .number ? a : nil }
    var flag: Bool? { kind == .flag ? a != 0 : nil }

    /// Compact bounds, or a boxed dictionary read as bounds.
    var sizeBounds: SizeBounds? {
        switch kind {
        case .sizeBounds: SizeBounds(minSize: Size(width: a, height: b), maxSize: Size(width: c, height: d))
        case .object: SizeBounds(value)
        default: nil
        }
    }

    /// Same kind and bits, or boxes of equal values: storing one over the other changes nothing.
    func isIdentical(to other: CacheEntry) -> Bool {
        guard kind == other.kind else { return false }
        if kind == .object { return value == other.value }
        return a.bitPattern == other.a.bitPattern && b.bitPattern == other.b.bitPattern
            && c.bitPattern == other.c.bitPattern && d.bitPattern == other.d.bitPattern
    }

    /// One more owner of the box (a copy of the entry kept elsewhere); nothing for compact kinds.
    func retain() {
        if kind == .object { _ = box.retain() }
    }

    /// This owner is done with the box; nothing for compact kinds.
    func release() {
        if kind == .object { box.release() }
    }
}
