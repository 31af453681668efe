import Foundation

/// The process's interned `CacheKey` names, each with its index. Names are
/// never forgotten (they are subview names and a few flags). Thread-safe: one
/// lock, taken only when a key is made or named.
final class CacheKeyNames: @unchecked Sendable {
    static let shared = CacheKeyNames()

    private let lock = NSLock()
    /// Touched only under `lock`.
    private var ids: [String: UInt32] = [:]
    private var names: [String] = []

    /// The index of `name`, added if new.
    func id(for name: String) -> UInt32 {
        lock.lock()
        defer { lock.unlock() }
        if let id = ids[name] { return id }
        let id = UInt32(names.count)
        ids[name] = id
        names.append(name)
        return id
    }

    /// The name interned at `id`.
    func name(of id: UInt32) -> String {
        lock.lock()
        defer { lock.unlock() }
        return names[Int(id)]
    }
}
