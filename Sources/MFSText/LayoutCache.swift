import Foundation
import MFS

/// A bounded table of whole layouts, so that a text asked again in the same
/// font, width, line height and line limit (a screen's frames are computed
/// repeatedly) costs one lookup.
///
/// Texts compare byte for byte (UTF-8), not by canonical equivalence, as
/// `WordTable` does: canonically equivalent texts may shape differently.
/// Bound: at most `maxEntries` layouts, in `shardCount` shards by hash
/// (`maxEntries / shardCount` each); an insert into a full shard empties
/// that shard first. Thread-safe: each shard has its own mutex, so threads
/// rarely wait for one another.
final class LayoutCache: Sendable {
    let maxEntries: Int
    let shardCount: Int

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

    /// The layouts whose hash falls in one shard, under the shard's mutex.
    private final class Shard: Sendable {
        let layouts = PthreadMutex<[HashedKey: TextLayout]>([:])
    }

    private let shards: [Shard]

    /// - Precondition: `shardCount` is a power of two, at most `maxEntries`.
    init(maxEntries: Int = 8_192, shardCount: Int = 16) {
        precondition(shardCount > 0 && shardCount & (shardCount - 1) == 0 && shardCount <= maxEntries)
        self.maxEntries = maxEntries
        self.shardCount = shardCount
        shards = (0..<shardCount).map { _ in Shard() }
    }

    /// How many layouts are stored.
    var count: Int { shards.reduce(0) { total, shard in total + shard.layouts.withLock { $0.count } } }

    /// The layout stored for `key`, or `make()`'s, stored. `make` runs
    /// outside the lock and MUST be pure.
    func layout(_ key: Key, make: () -> TextLayout) -> TextLayout {
        let key = HashedKey(key)
        let shard = shards[key.digest & (shardCount - 1)]
        if let known = shard.layouts.withLock({ $0[key] }) { return known }
        let layout = make()
        let capacity = maxEntries / shardCount
        shard.layouts.withLock { layouts in
            if layouts.count >= capacity { layouts.removeAll(keepingCapacity: true) }
            layouts[key] = layout
        }
        return layout
    }

    /// Forgets every layout and frees the shards' storage (a memory warning;
    /// the cold case of `mfs bench text` starts from a cache as empty as a new one).
    func removeAll() {
        for shard in shards { shard.layouts.withLock { $0.removeAll() } }
    }
}
