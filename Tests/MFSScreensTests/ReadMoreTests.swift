import Testing
import UIKit
import MFS
@testable import MFSScreens

/// Issue 16, part 3: "read more" runs the real path (the flag flips, the row reloads,
/// the table asks the heights again), and both states are what the site draws.
@Suite struct ReadMoreTests {
    private func request(_ state: String?) -> ScreenRequest {
        ScreenRequest(size: Size(width: 320, height: 568), state: state, language: .en)
    }

    @Test func theExpandedPostIsAsTallAsTheHeightCalculationSaysForTheExpandedViewModel() {
        var expanded = WallPostViewModel.mockUp(.en)
        expanded.isExpandText = true
        let height = WallPostCell.calculateCellHeight(fromVM: expanded, tableSize: CGSize(width: 320, height: 568))
        let post = WallPostScreen().render(request("expanded"))
        #expect(post.cells.map(\.height) == [height])
        #expect(post.size.height == height)
        let profile = ProfileScreen().render(request("expanded"))
        #expect(profile.cells[2].height == height)
    }

    @Test func theRowsBelowMoveByTheHeightChange() {
        let collapsed = ProfileScreen().render(request(nil)), expanded = ProfileScreen().render(request("expanded"))
        let change = expanded.cells[2].height - collapsed.cells[2].height
        #expect(change == 176)
        #expect(expanded.cells.map(\.y) == collapsed.cells.enumerated().map { $0.offset > 2 ? $0.element.y + change : $0.element.y })
        #expect(expanded.size.height == collapsed.size.height + change)
    }

    @Test func theReadMoreTraceFlipsTheFlagReloadsTheRowAndAsksTheHeights() {
        let events = DemoScreens().scenario(named: "profile-read-more")?.run(.en) ?? []
        // Every row's height (two header rows, three posts), then the controller keeps the shown view model.
        let heights = Array(repeating: "    heightForRowAt", count: 5)
        #expect(events.outline == ["readMoreBtnAction", "  setViewModel", "    bindDataFrom skipped: sameViewModel",
                                   "    resizeSubviews skipped: sameSize", "  reloadRows"] + heights
                + ["setViewModel", "  bindDataFrom skipped: sameViewModel", "  resizeSubviews skipped: sameSize"])
    }
}
