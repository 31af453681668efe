#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Which file or folder a path names right now (device and inode): tells
/// whether a folder is still the one a builder published, or was replaced.
struct FileIdentity: Hashable, Sendable {
    var device: UInt64
    var inode: UInt64

    /// The identity of what `path` names, or `nil` when nothing is there.
    init?(path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }
}
