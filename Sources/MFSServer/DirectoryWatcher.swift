import Foundation
import Synchronization
import MFS

/// Watches folders and every folder under them with Linux inotify, and calls
/// `onChange` as soon as a change is complete: a file written and closed,
/// moved in or out, or deleted, with no file of the folders still being written
/// (`ChangeTracker` decides). Events that arrive while `onChange` runs make the
/// next call, so a burst of writes (a checkout) gives one call or one and then one more.
///
/// `onChange` gets `isSuperseded`, which it MAY call (on the watching thread,
/// while it runs) to learn whether a change has come since it started: then
/// another call follows, and what it built from the folders may be half-written.
///
/// The watching thread starts in `init` and runs until `stop()`.
/// Thread safety: `stop()` MAY be called from any thread; `onChange` runs on the
/// watching thread, one call at a time.
final class DirectoryWatcher: Sendable {
    private let descriptor: Int32
    private let stallPeriod: Duration
    private let onChange: @Sendable (_ isSuperseded: () -> Bool) -> Void
    /// Watched folders by watch descriptor; used by `init`, then only by the watching thread.
    private let folders = PthreadMutex<[Int32: String]>([:])
    private let isStopping = Atomic<Bool>(false)
    private let stopped = DispatchSemaphore(value: 0)

    private static let fileEvents = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE | IN_CREATE | IN_MODIFY)

    /// `stallPeriod`: how long files being written may stay silent before a change waiting for them is built anyway.
    init(directories: [String], stallPeriod: Duration = .seconds(1),
         onChange: @escaping @Sendable (_ isSuperseded: () -> Bool) -> Void) throws(ServeError) {
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        self.stallPeriod = stallPeriod
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
        var tracker = ChangeTracker()
        let stallMilliseconds = Int32(stallPeriod.components.seconds * 1000 + stallPeriod.components.attoseconds / 1_000_000_000_000_000)
        while !isStopping.load(ordering: .acquiring) {
            let isWaiting = tracker.isWaitingForWrites
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&request, 1, isWaiting ? stallMilliseconds : 100)
            if ready > 0 { readEvents(&buffer, into: &tracker) }
            if tracker.takeRebuild(stalled: isWaiting && ready == 0) {
                onChange {
                    readEvents(&buffer, into: &tracker)
                    return tracker.hasChange
                }
            }
        }
        close(descriptor)
        stopped.signal()
    }

    /// Reads every queued `inotify_event` record into `tracker`, and watches new folders.
    private func readEvents(_ buffer: inout [UInt8], into tracker: inout ChangeTracker) {
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            guard count > 0 else { return }
            buffer[..<count].withUnsafeBytes { raw in
                var offset = 0
                let header = MemoryLayout<inotify_event>.size
                while offset + header <= raw.count {
                    let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    let nameBytes = raw[(offset + header)..<(offset + header + Int(event.len))].prefix { $0 != 0 }
                    let name = String(decoding: nameBytes, as: UTF8.self)
                    offset += header + Int(event.len)
                    if event.mask & UInt32(IN_IGNORED) != 0 {
                        folders.withLock { $0[event.wd] = nil }
                    }
                    tracker.record(folder: event.wd, mask: event.mask, name: name)
                    if event.mask & UInt32(IN_ISDIR) != 0, event.mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0,
                       !ChangeTracker.ignores(name), let parent = folders.withLock({ $0[event.wd] }) {
                        // Files in a folder just made may be half-written, their events missed; a folder moved in is whole.
                        let isMade = event.mask & UInt32(IN_CREATE) != 0
                        _ = watch(parent + "/" + name) { folder, file in
                            if isMade { tracker.record(folder: folder, mask: UInt32(IN_CREATE), name: file) }
                        }
                    }
                }
            }
        }
    }

    /// Watches `folder` and the folders under it (hidden ones and backups excepted), telling `found`
    /// of each other file there by its folder's watch descriptor and name; false if `folder` cannot be watched.
    private func watch(_ folder: String, found: (Int32, String) -> Void = { _, _ in }) -> Bool {
        let descriptor = inotify_add_watch(self.descriptor, folder, Self.fileEvents | UInt32(IN_ONLYDIR))
        guard descriptor >= 0 else { return false }
        folders.withLock { $0[descriptor] = folder }
        let children = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for child in children where !ChangeTracker.ignores(child) {
            var isFolder: ObjCBool = false
            let path = folder + "/" + child
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue {
                _ = watch(path, found: found)
            } else {
                found(descriptor, child)
            }
        }
        return true
    }
}
