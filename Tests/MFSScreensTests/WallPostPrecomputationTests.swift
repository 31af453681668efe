import Testing
import UIKit
import MFS
@testable import MFSScreens

@Suite struct WallPostPrecomputationTests {
    /// The race test on real cells (run under the thread sanitizer by `make
    /// test`): tasks on every core fill one feed's caches at two widths at once,
    /// twice over; every height and frame equals one computed alone on a fresh feed.
    @Test func aFeedPrecomputedInParallelMatchesOneComputedAlone() async {
        let feed = WallPostViewModel.feed(count: 120)
        let sizes = [Size(width: 320, height: 568), Size(width: 414, height: 896)]
        await withTaskGroup(of: Void.self) { group in
            for size in sizes + sizes {
                group.addTask {
                    await AppCells.calculateCoordinates(feed, tableSize: size, tasks: 3)
                }
            }
        }
        for size in sizes {
            for (shared, fresh) in zip(feed, WallPostViewModel.feed(count: 120)) {
                #expect(shared.subviewFrames["textLbl", width: size.width] != nil)
                #expect(WallPostCell.calculateCellHeight(fromVM: shared, tableSize: size)
                    == WallPostCell.calculateCellHeight(fromVM: fresh, tableSize: size))
                #expect(WallPostCell.rectForRepostBtn(shared, parentSize: size)
                    == WallPostCell.rectForRepostBtn(fresh, parentSize: size))
            }
        }
    }

    @Test func theFeedVariesTextsPhotosAndFallbacks() {
        let feed = WallPostViewModel.feed(count: 400)
        #expect(feed.contains { $0.text.isEmpty } && feed.contains { $0.text.count > 600 })
        #expect(Set(feed.map(\.photoCount)) == Set(0...9))
        #expect(feed.contains { $0.ownerName == nil } && feed.contains { $0.postDate == nil })
        #expect(Set(feed.map(\.language)) == [.ru, .es])
        #expect(feed.map(\.text) == WallPostViewModel.feed(count: 400).map(\.text))
    }
}
