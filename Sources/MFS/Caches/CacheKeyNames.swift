import Foundation

/// The process's interned `CacheKey` names, each with its index. Names are
/// never forgotten (they are subview names and a few flags), so the table is
/// bounded by the names the program's code spells. Thread-safe: one mutex,
/// taken only when a key is made or named.
final class CacheKeyNames: Sendable {
    static let shared = CacheKeyNames()

    private struct Table {
        var ids: [String: UInt32] = [:]
        var names: [String] = []
    }

    private let table = PthreadMutex(Table())

    /// The index of `name`, added if new.
    func id(for name: String) -> UInt32 {
        table.withLock { table in
            if let id = table.ids[name] { return id }
            let id = UInt32(table.names.count)
            table.ids[name] = id
            table.names.append(name)
            return id
        }
    }

    /// The name interned at `id`.
    func name(of id: UInt32) -> String {
        table.withLock { $0.names[Int(id)] }
    }
}
