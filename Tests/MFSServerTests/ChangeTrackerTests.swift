import Glibc
import Testing
@testable import MFSServer

/// The watcher's decisions over synthetic inotify events: a rebuild as soon as a
/// save completes, none while a file is half-written, one for a burst.
@Suite struct ChangeTrackerTests {
    static let page: Int32 = 1
    static let section: Int32 = 2

    /// After each read of `reads` (its events: folder, mask, name), whether a rebuild is taken then.
    static func decisions(_ reads: [[(Int32, Int32, String)]]) -> [Bool] {
        var tracker = ChangeTracker()
        return reads.map { events in
            for (folder, mask, name) in events { tracker.record(folder: folder, mask: UInt32(mask), name: name) }
            return tracker.takeRebuild()
        }
    }

    @Test func aSaveInPlaceRebuildsWhenTheFileIsClosed() {
        #expect(Self.decisions([
            [(Self.page, IN_MODIFY, "index.md")], [(Self.page, IN_MODIFY, "index.md")], [(Self.page, IN_CLOSE_WRITE, "index.md")],
        ]) == [false, false, true])
    }

    @Test func aNewFileRebuildsWhenWrittenNotWhenCreated() {
        #expect(Self.decisions([
            [(Self.page, IN_CREATE, "new.md")], [(Self.page, IN_MODIFY, "new.md")], [(Self.page, IN_CLOSE_WRITE, "new.md")],
        ]) == [false, false, true])
    }

    /// An editor's save through a temporary file: the rename into place is the end of the save.
    @Test func aTemporaryFileRenamedIntoPlaceRebuildsOnTheRename() {
        #expect(Self.decisions([
            [(Self.page, IN_CREATE, ".index.md.tmp1"), (Self.page, IN_MODIFY, ".index.md.tmp1")],
            [(Self.page, IN_CLOSE_WRITE, ".index.md.tmp1")],
            [(Self.page, IN_MOVED_FROM, ".index.md.tmp1"), (Self.page, IN_MOVED_TO, "index.md")],
        ]) == [false, false, true])
    }

    /// vim: its swap file, a backup by rename, the page written anew (read while half-written
    /// here), the backup deleted. The page moved away is a change: a build of it is superseded by the next.
    @Test func hiddenFilesAndBackupsAreNotContent() {
        #expect(Self.decisions([
            [(Self.page, IN_CREATE, ".index.md.swp"), (Self.page, IN_MODIFY, ".index.md.swp")],
            [(Self.page, IN_MOVED_FROM, "index.md"), (Self.page, IN_MOVED_TO, "index.md~"), (Self.page, IN_CREATE, "index.md")],
            [(Self.page, IN_MODIFY, "index.md")], [(Self.page, IN_CLOSE_WRITE, "index.md")],
            [(Self.page, IN_DELETE, "index.md~")], [(Self.page, IN_CLOSE_WRITE, ".index.md.swp")],
        ]) == [false, false, false, true, false, false])
    }

    /// Two files written at once (a checkout): no rebuild while either is half-written, one after both.
    @Test func aBurstRebuildsOnceNoFileIsBeingWritten() {
        #expect(Self.decisions([
            [(Self.page, IN_MODIFY, "a.md"), (Self.section, IN_CREATE, "b.md")], [(Self.page, IN_CLOSE_WRITE, "a.md")],
            [(Self.section, IN_MODIFY, "b.md")], [(Self.section, IN_CLOSE_WRITE, "b.md"), (Self.page, IN_CREATE, "c.md")],
            [(Self.page, IN_CLOSE_WRITE, "c.md")],
        ]) == [false, false, false, false, true])
    }

    /// A file deleted or moved away while being written is no longer waited for; the same name in another folder is another file.
    @Test func aFileDeletedOrMovedAwayIsNotWaitedFor() {
        #expect(Self.decisions([
            [(Self.page, IN_MODIFY, "a.md")], [(Self.section, IN_CLOSE_WRITE, "a.md")], [(Self.page, IN_DELETE, "a.md")],
            [(Self.page, IN_MODIFY, "b.md")], [(Self.page, IN_MOVED_FROM, "b.md")],
        ]) == [false, false, true, false, true])
    }

    /// A folder moved in or out, or deleted, is a change at once; one made is none until a file in it is written.
    @Test func aFolderMovedOrDeletedIsAChangeAtOnceOneMadeIsNot() {
        #expect(Self.decisions([
            [(Self.page, IN_MOVED_TO | IN_ISDIR, "old")], [(Self.page, IN_MOVED_FROM | IN_ISDIR, "older")],
            [(Self.page, IN_DELETE | IN_ISDIR, "gone")], [(Self.page, IN_CREATE | IN_ISDIR, "guides")],
            [(Self.section, IN_CREATE, "index.md")], [(Self.section, IN_CLOSE_WRITE, "index.md")],
            [(Self.page, IN_MOVED_TO | IN_ISDIR, ".git")],
        ]) == [true, true, true, false, false, true, false])
    }

    /// A folder no longer watched (deleted) takes its half-written files with it.
    @Test func aFolderNoLongerWatchedIsNotWaitedFor() {
        #expect(Self.decisions([
            [(Self.section, IN_MODIFY, "a.md")], [(Self.page, IN_MODIFY, "b.md")], [(Self.section, IN_IGNORED, "")],
            [(Self.page, IN_CLOSE_WRITE, "b.md")],
        ]) == [false, false, false, true])
    }

    /// Lost events: rebuild from what is on disk, waiting for no file.
    @Test func lostEventsRebuild() {
        #expect(Self.decisions([[(Self.page, IN_MODIFY, "a.md")], [(-1, IN_Q_OVERFLOW, "")]]) == [false, true])
    }

    /// A link made (created, never written) or a writer gone silent holds a change back only until the watcher's stall period ends.
    @Test func aStalledWriteRebuildsOnlyWhenStalled() {
        var tracker = ChangeTracker()
        tracker.record(folder: Self.page, mask: UInt32(IN_CREATE), name: "link.md")
        let waiting = tracker.isWaitingForWrites
        let decisions = [tracker.takeRebuild(stalled: false), tracker.takeRebuild(stalled: true), tracker.takeRebuild(stalled: false)]
        let waitingAfter = tracker.isWaitingForWrites
        tracker.record(folder: Self.page, mask: UInt32(IN_CLOSE_WRITE), name: "link.md")
        let closed = tracker.takeRebuild(stalled: false)
        #expect(waiting && !waitingAfter)
        #expect(decisions == [false, true, false])
        #expect(closed)
    }

    @Test func nothingChangedNothingToRebuild() {
        var tracker = ChangeTracker()
        let waiting = tracker.isWaitingForWrites
        let stalled = tracker.takeRebuild(stalled: true)
        tracker.record(folder: Self.page, mask: UInt32(IN_CLOSE_WRITE), name: "index.md~")
        let backup = tracker.takeRebuild(stalled: false)
        #expect([waiting, stalled, backup] == [false, false, false])
    }
}
