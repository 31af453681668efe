import Foundation
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Puts a finished folder in place of another in one step.
enum FolderSwap {
    private typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32

    /// Linux's `renameat2`, looked up at run time: Swift's Glibc module does not declare it.
    nonisolated(unsafe) private static let renameat2: RenameAt2? = dlsym(nil, "renameat2").map { unsafeBitCast($0, to: RenameAt2.self) }
    private static let exchangeFlag: UInt32 = 2 // RENAME_EXCHANGE

    /// Swaps the folders at `a` and `b` so that each path names the other's
    /// folder. Atomic where the kernel and file system can (`RENAME_EXCHANGE`):
    /// no moment sees `b` missing; elsewhere two renames through a third name.
    static func exchange(_ a: URL, _ b: URL) throws {
        if let renameat2, renameat2(AT_FDCWD, a.path, AT_FDCWD, b.path, exchangeFlag) == 0 { return }
        let middle = b.deletingLastPathComponent().appendingPathComponent(".\(b.lastPathComponent).swap-\(getpid())")
        try FileManager.default.moveItem(at: b, to: middle)
        do {
            try FileManager.default.moveItem(at: a, to: b)
        } catch {
            try? FileManager.default.moveItem(at: middle, to: b)
            throw error
        }
        try FileManager.default.moveItem(at: middle, to: a)
    }
}
