#if canImport(Glibc)
import Glibc
#endif

/// The process's file descriptor limit (`getrlimit(RLIMIT_NOFILE)`), and how many
/// connections (and amongst them event streams) the server keeps open at once under it.
enum DescriptorLimit {
    /// The soft limit; nil when it cannot be read or is unlimited.
    static var current: Int? {
        var limit = rlimit()
        guard getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max else { return nil }
        return Int(clamping: limit.rlim_cur)
    }

    /// Connections the server accepts at once with `limit` descriptors: all but a
    /// quarter (at least 32, at most 256) kept for the site's files, the build,
    /// the watcher and the runtime; at least 8. Connections beyond wait in the
    /// listen backlog until others end. Pure.
    static func connections(under limit: Int) -> Int {
        max(8, limit - min(256, max(32, limit / 4)))
    }

    /// Event streams open at once amongst `connections`: half of them, so the
    /// other half is always there for requests. Pure.
    static func eventStreams(amongst connections: Int) -> Int {
        max(1, connections / 2)
    }
}
