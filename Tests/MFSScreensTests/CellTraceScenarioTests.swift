import Testing
import MFS
@testable import MFSScreens

@Suite struct CellTraceScenarioTests {
    private func outline(_ name: String) -> [String]? {
        DemoScreens().scenario(named: name)?.run(.ru).outline
    }

    @Test func theInitializerBuildsTheCellWithoutAViewModel() {
        #expect(outline("cell-first-build") == [
            "init",
            "  prepareUI",
            "    initSubviews",
            "    updateStyles",
            "    resizeSubviews skipped: noViewModel",
            "    bindDataFrom skipped: noViewModel",
            "    addSubviewsToSuperView",
        ])
    }

    @Test func aDequeuedCellRestylesBindsAndResizesOnceInTheTable() {
        #expect(outline("cell-reuse") == [
            "setViewModel",
            "  updateStyles",
            "  resizeSubviews skipped: notInSuperview",
            "  bindDataFrom",
            "layoutSubviews",
            "  resizeSubviews",
        ])
    }

    @Test func rotationResizesAndAnIdleLayoutIsSkipped() {
        #expect(outline("cell-rotation") == [
            "layoutSubviews",
            "  resizeSubviews",
            "layoutSubviews",
            "  resizeSubviews skipped: sameSize",
        ])
    }

    @Test func theCatalogKeepsTheControllerScenariosFirst() {
        #expect(DemoScreens().scenarios.map(\.name) == [
            "controller-first-build", "controller-rotation", "controller-same-model", "controller-hidden-change",
            "controller-new-model", "cell-first-build", "cell-reuse", "cell-rotation", "profile-read-more", "profile-paging",
        ])
    }
}
