/// The typed view of a `subviewSizes` entry: the collapsed and the expanded
/// size of a dynamic subview, stored loosely as `{ "minSize": .., "maxSize": .. }`.
public struct SizeBounds: Hashable, Sendable {
    public var minSize: Size
    public var maxSize: Size

    public init(minSize: Size, maxSize: Size) {
        self.minSize = minSize
        self.maxSize = maxSize
    }

    /// Both sizes the same: a subview that does not expand.
    public init(fixed size: Size) {
        self.init(minSize: size, maxSize: size)
    }

    /// `maxSize` when expanded, else `minSize`.
    public func size(expanded: Bool) -> Size { expanded ? maxSize : minSize }

    /// The loose form stored in the cache.
    public var cacheValue: CacheValue { .dictionary(["minSize": .size(minSize), "maxSize": .size(maxSize)]) }

    /// Reads the loose form; `nil` unless both `minSize` and `maxSize` are sizes.
    public init?(_ value: CacheValue) {
        guard case let .dictionary(entry) = value,
              case let .size(minSize)? = entry["minSize"], case let .size(maxSize)? = entry["maxSize"]
        else { return nil }
        self.init(minSize: minSize, maxSize: maxSize)
    }
}
