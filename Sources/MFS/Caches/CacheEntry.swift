/// A value as a `WidthCache` stores it: a kind and four numbers, no
/// allocation: a rect's x, y, width, height; a size's width, height; size
/// bounds' minimum then maximum size; a number; a flag as 0 or 1. A value of
/// no compact kind (a dictionary other than `{ "minSize", "maxSize" }`) is
/// an `object` entry with no numbers: the cache keeps the value itself
/// beside the slot.
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

    /// The compact form of `value`, or an `object` entry when it has none.
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
                self.init(kind: .object, 0)
            }
        }
    }

    /// The loose form: what was stored; `nil` for an `object` entry, whose value the cache keeps.
    var value: CacheValue? {
        switch kind {
        case .rect: .rect(Rect(x: a, y: b, width: c, height: d))
        case .size: .size(Size(width: a, height: b))
        case .number: .number(a)
        case .flag: .flag(a != 0)
        case .sizeBounds: SizeBounds(minSize: Size(width: a, height: b), maxSize: Size(width: c, height: d)).cacheValue
        case .object: nil
        }
    }

    var rect: Rect? { kind == .rect ? Rect(x: a, y: b, width: c, height: d) : nil }
    var number: Double? { kind == .number ? a : nil }
    var flag: Bool? { kind == .flag ? a != 0 : nil }

    /// Compact bounds; `nil` for other kinds, `object` included.
    var sizeBounds: SizeBounds? {
        kind == .sizeBounds ? SizeBounds(minSize: Size(width: a, height: b), maxSize: Size(width: c, height: d)) : nil
    }

    /// Same kind and bits: storing one over the other changes nothing (for
    /// `object` entries the cache also compares the values).
    func isIdentical(to other: CacheEntry) -> Bool {
        kind == other.kind && a.bitPattern == other.a.bitPattern && b.bitPattern == other.b.bitPattern
            && c.bitPattern == other.c.bitPattern && d.bitPattern == other.d.bitPattern
    }
}
