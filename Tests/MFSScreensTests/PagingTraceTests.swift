import Testing
import HeadlessUIKit
import MFS
@testable import MFSScreens

/// Issue 16, part 4: the profile's paging, as its trace shows it.
@Suite struct PagingTraceTests {
    @Test func thePagingTraceHasItsCallsInOrder() {
        let outline = TraceCatalog.scenario(named: "profile-paging")?.run(.en).outline ?? []
        // The reload asks every row's height: the two header rows, three posts and the new page's ten.
        #expect(outline.filter { $0.hasSuffix("heightForRowAt") }.count == 15)
        #expect(outline.filter { !$0.hasSuffix("heightForRowAt") } == [
            "scrollViewDidScroll",
            "  loadNextPage",
            "    calculateCoordinates",
            "pageDidLoad",
            "  setViewModel",
            "    bindDataFrom",
            "      reloadData",
            "    resizeSubviews",
            "  loadingFinished",
        ])
    }

    @Test func atThePagingThresholdTheFooterSpinnerShowsBelowTheRows() {
        let request = ScreenRequest(size: Size(width: 320, height: 568), state: "paging", language: .en)
        let paging = ProfileScreen().render(request)
        let rows = paging.cells.last.map { $0.y + $0.height } ?? 0
        #expect(paging.views.map { "\($0.name) \($0.frame) \($0.isHidden)" } == ["footerLoader (150, \(Int(rows) + 12), 20, 20) false"])
        #expect(paging.size.height == rows + 44)
        #expect(ProfileScreen().render(ScreenRequest(size: request.size, language: .en)).views.isEmpty)
    }
}
