/// One value of a loosely typed frame cache: what an `NSDictionary` of the
/// pattern would hold (`NSValue` of a rect or a size, `NSNumber`, a nested
/// dictionary such as `{ "minSize": size, "maxSize": size }`).
public enum CacheValue: Hashable, Sendable {
    case rect(Rect)
    case size(Size)
    case number(Double)
    case flag(Bool)
    indirect case dictionary([String: CacheValue])
}
