import Glibc

/// What the directory watcher makes of inotify events: whether the content
/// changed, and which files are still being written.
///
/// A save ends when its file is closed after writing (`IN_CLOSE_WRITE`) or
/// renamed into place (`IN_MOVED_TO`, editors that write a temporary file
/// first); a file created or modified and not yet closed is half-written. A
/// rebuild is due as soon as a change is seen and no file is half-written, so
/// it starts as the save completes, not after a quiet period. Files that stay
/// open without a sound for the watcher's stall period (a link made with no
/// write, a writer that hung) no longer hold the rebuild back.
///
/// Files the watcher finds in a folder just made, whose events it may have
/// missed, are recorded as created: being written until closed or stalled.
///
/// Hidden names and editor backups (`.name`, `name~`) are not content. Lost
/// events (`IN_Q_OVERFLOW`) are a change with nothing known to be half-written.
struct ChangeTracker {
    /// A file by its folder's watch descriptor and its name there.
    private struct File: Hashable {
        let folder: Int32
        let name: String
    }

    /// Whether a change was seen since the last rebuild it called for.
    private(set) var hasChange = false
    /// Files created or modified and not closed, moved or deleted since.
    private var writing: Set<File> = []

    /// Whether `name` is no content of the site: hidden, or an editor's backup.
    static func ignores(_ name: String) -> Bool {
        name.hasPrefix(".") || name.hasSuffix("~")
    }

    /// Whether a change waits for files that are being written.
    var isWaitingForWrites: Bool { hasChange && !writing.isEmpty }

    /// Takes in one inotify event: `mask` for `name` in the folder watched as `folder`.
    mutating func record(folder: Int32, mask: UInt32, name: String) {
        if mask & UInt32(IN_Q_OVERFLOW) != 0 {
            hasChange = true
            writing.removeAll()
            return
        }
        if mask & UInt32(IN_IGNORED) != 0 {
            writing = writing.filter { $0.folder != folder }
            return
        }
        guard !Self.ignores(name) else { return }
        if mask & UInt32(IN_ISDIR) != 0 {
            // A folder made is no change until files are written in it; one moved in or out, or deleted, is.
            hasChange = hasChange || mask & UInt32(IN_CREATE) == 0
            return
        }
        let file = File(folder: folder, name: name)
        if mask & UInt32(IN_CREATE | IN_MODIFY) != 0 {
            hasChange = true
            writing.insert(file)
        }
        if mask & UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE) != 0 {
            hasChange = true
            writing.remove(file)
        }
    }

    /// Whether to rebuild now: a change was seen and no file is being written,
    /// or the writes `stalled`. A rebuild taken clears the change, and a stalled write.
    mutating func takeRebuild(stalled: Bool = false) -> Bool {
        guard hasChange, writing.isEmpty || stalled else { return false }
        hasChange = false
        writing.removeAll()
        return true
    }
}
