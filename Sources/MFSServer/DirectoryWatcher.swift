import Foundation
import Synchronization
import MFS

/// Watches folders and every folder under them with Linux inotify, and calls
/// `onChange` once changes have settled for `quietPeriod`. A file written,
/// moved in or out, or deleted is a change; hidden names and editor backups
/// (`.name`, `name~`) are not.
///
/// The watching thread starts in `init` and runs until `stop()`.
/// Thread safety: `stop()` MAY be called from any thread; `onChange` runs on the
/// watching thread, one call at a time.
final class DirectoryWatcher: Sendable {
    private let descriptor: Int32
    private let quietPeriod: Duration
    private let onChange: @Sendable () -> Void
    /// Watched folders by watch descriptor; used by `init`, then only by the watching thread.
    private let folders = PthreadMutex<[Int32: String]>([:])
    private let isStopping = Atomic<Bool>(false)
    private let stopped = DispatchSemaphore(value: 0)

    private static let fileEvents = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE | IN_CREATE)

    init(directories: [String], quietPeriod: Duration = .milliseconds(50), onChange: @escaping @Sendable () -> Void) throws(ServeError) {
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        self.quietPeriod = quietPeriod
        self.onChange = onChange
        guard descriptor >= 0 else {
            throw .cannotWatch(path: directories.first ?? "", reason: String(cString: strerror(errno)))
        }
        for directory in directories {
            guard watch(directory) else {
                let reason = String(cString: strerror(errno))
                close(descriptor)
                throw .cannotWatch(path: directory, reason: reason)
            }
        }
        Thread { self.loop() }.start()
    }

    /// Stops watching and waits for the watching thread (and any `onChange` running) to end.
    func stop() {
        if !isStopping.exchange(true, ordering: .acquiringAndReleasing) { stopped.wait() }
    }

    private func loop() {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        var changedAt: ContinuousClock.Instant?
        while !isStopping.load(ordering: .acquiring) {
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            if poll(&request, 1, changedAt == nil ? 100 : 10) > 0 {
                let count = read(descriptor, &buffer, buffer.count)
                if count > 0, readEvents(buffer[..<count]) { changedAt = .now }
            }
            if let changed = changedAt, ContinuousClock.now - changed >= quietPeriod {
                changedAt = nil
                onChange()
            }
        }
        close(descriptor)
        stopped.signal()
    }

    /// Reads `inotify_event` records, watches new folders; whether any record is a change.
    private func readEvents(_ bytes: ArraySlice<UInt8>) -> Bool {
        var changed = false
        bytes.withUnsafeBytes { raw in
            var offset = 0
            let header = MemoryLayout<inotify_event>.size
            while offset + header <= raw.count {
                let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                let nameBytes = raw[(offset + header)..<(offset + header + Int(event.len))].prefix { $0 != 0 }
                let name = String(decoding: nameBytes, as: UTF8.self)
                offset += header + Int(event.len)
                if event.mask & UInt32(IN_IGNORED) != 0 {
                    folders.withLock { $0[event.wd] = nil }
                    continue
                }
                if event.mask & UInt32(IN_Q_OVERFLOW) != 0 {
                    changed = true
                    continue
                }
                guard !name.hasPrefix("."), !name.hasSuffix("~") else { continue }
                let isFolder = event.mask & UInt32(IN_ISDIR) != 0
                if isFolder, event.mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0, let parent = folders.withLock({ $0[event.wd] }) {
                    _ = watch(parent + "/" + name)
                }
                // A new file is a change once written (IN_CLOSE_WRITE), not when created empty.
                if isFolder || event.mask & UInt32(IN_CREATE) == 0 { changed = true }
            }
        }
        return changed
    }

    /// Watches `folder` and the folders under it (hidden ones excepted); false if `folder` cannot be watched.
    private func watch(_ folder: String) -> Bool {
        let descriptor = inotify_add_watch(self.descriptor, folder, Self.fileEvents | UInt32(IN_ONLYDIR))
        guard descriptor >= 0 else { return false }
        folders.withLock { $0[descriptor] = folder }
        let children = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for child in children where !child.hasPrefix(".") {
            var isFolder: ObjCBool = false
            let path = folder + "/" + child
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                _ = watch(path)
            }
        }
        return true
    }
}
