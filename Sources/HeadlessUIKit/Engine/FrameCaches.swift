import MFS

// The pattern's frame caches, engine-provided: on iOS each is a dictionary keyed
// by width (`[CGFloat: [String: NSValue]]`) behind a lock; here a thread-safe
// `WidthCache` with interned keys, so that the engine benchmark's look-ups
// allocate nothing.

/// `{ width: { key: value } }`, thread-safe.
package typealias WidthCache = MFS.WidthCache
/// A key of a `WidthCache`: a subview's property name or a flag's, interned.
package typealias CacheKey = MFS.CacheKey
/// A `subviewSizes` entry: `{ "minSize", "maxSize" }`.
package typealias SizeBounds = MFS.SizeBounds
/// One loosely typed cache value.
package typealias CacheValue = MFS.CacheValue
