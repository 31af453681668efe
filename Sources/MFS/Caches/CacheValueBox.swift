/// A cache value with no compact form, kept by reference in a `CacheEntry`.
final class CacheValueBox: Sendable {
    let value: CacheValue

    init(_ value: CacheValue) {
        self.value = value
    }
}
