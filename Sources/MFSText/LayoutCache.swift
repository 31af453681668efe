import Foundation
import MFS

/// A bounded table of whole layouts, so that a text asked again in the same
/// font, width, line height and line limit (a screen's frames are computed
/// repeatedly) costs one lookup.
///
/// Texts compare byte for byte (UTF-8), not by canonical equivalence, as
/// `WordTable` does: canonically equivalent texts may shape differently.
/// Bound: at most `maxEntries` layouts, in `shardCount` shards by hash; an
/// insert into a full shard empties that shard first. Thread-safe: each
/// shard has its own lock, so threads rarely wait for one another.
final class LayoutCache: @unchecked Sendable {
    static let maxEntries = 8_192
    static let shardCount = 16

    /// What a layout depends on, in the units the measurer uses.
    struct Key: Hashable {
        var text: String
        var weight: FontWeight
        var size: Double
        /// The widest line, 16.16 px (`InterTextMeasurer.limit`).
        var limit: Int
        /// The line height floored to 1/64 px; 0 when not positive and finite.
        var lineHeight: Double
        var maxLines: Int

        static func == (a: Key, b: Key) -> Bool {
            a.limit == b.limit && a.lineHeight == b.lineHeight && a.maxLines == b.maxLines
                && a.weight == b.weight && a.size == b.size && a.text.utf8.count == b.text.utf8.count
                && a.text.utf8.withContiguousBytes { x in
                    b.text.utf8.withContiguousBytes { y in x.isEmpty || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 }
                }
        }

        /// Hashes the text's length and at most its first and last 32 bytes:
        /// long texts that share both ends only cost a comparison more.
        func hash(into hasher: inout Hasher) {
            hasher.combine(limit)
            hasher.combine(lineHeight)
            hasher.combine(maxLines)
            hasher.combine(weight)
            hasher.combine(size)
            text.utf8.withContiguousBytes { bytes in
                hasher.combine(bytes.count)
                if bytes.count <= 64 {
                    hasher.combine(bytes: bytes)
                } else {
                    hasher.combine(bytes: UnsafeRawBufferPointer(rebasing: bytes[..<32]))
                    hasher.combine(bytes: UnsafeRawBufferPointer(rebasing: bytes[(bytes.count - 32)...]))
                }
            }
        }
    }

    /// A key with its hash computed once, outside the lock, so that the
    /// table's work under the lock is a few comparisons.
    private struct HashedKey: Hashable {
        let key: Key
        let digest: Int

        init(_ key: Key) {
            self.key = key
            digest = key.hashValue
        }

        static func == (a: HashedKey, b: HashedKey) -> Bool { a.digest == b.digest && a.key == b.key }
        func hash(into hasher: inout Hasher) { hasher.combine(digest) }
    }

    /// One lock and the layouts whose hash falls in this shard.
    private final class Shard: @unchecked Sendable {
        let lock = AdaptiveLock()
        var layouts: [HashedKey: TextLayout] = [:]
    }

    private let shards = (0..<LayoutCache.shardCount).map { _ in Shard() }

    /// The layout stored for `key`, or `make()`'s, stored. `make` runs
    /// outside the lock and MUST be pure.
    func layout(_ key: Key, make: () -> TextLayout) -> TextLayout {
        let key = HashedKey(key)
        let shard = shards[key.digest & (Self.shardCount - 1)]
        shard.lock.lock()
        let known = shard.layouts[key]
        shard.lock.unlock()
        if let known { return known }
        let layout = make()
        shard.lock.lock()
        defer { shard.lock.unlock() }
        if shard.layouts.count >= Self.maxEntries / Self.shardCount { shard.layouts.removeAll(keepingCapacity: true) }
        shard.layouts[key] = layout
        return layout
    }

    func removeAll() {
        for shard in shards {
            shard.lock.lock()
            shard.layouts.removeAll(keepingCapacity: true)
            shard.lock.unlock()
        }
    }
}
