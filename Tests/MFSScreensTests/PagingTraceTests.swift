import Testing
import UIKit
import MFS
@testable import MFSScreens

/// Issue 16, part 4: the profile's paging, as its trace shows it.
@Suite struct PagingTraceTests {
    /// `loadNextPage` only queues the background block: `calculateCoordinates` runs after it
    /// returns, on the background queue, and `pageDidLoad` after that, on the main queue.
    @Test func thePagingTraceHasItsCallsInOrder() {
        let outline = DemoScreens().scenario(named: "profile-paging")?.run(.en).outline ?? []
        // The reload asks every row's height: the two header rows, three posts and the new page's ten.
        #expect(outline.filter { $0.hasSuffix("heightForRowAt") }.count == 15)
        #expect(outline.filter { !$0.hasSuffix("heightForRowAt") } == [
            "scrollViewDidScroll",
            "  loadNextPage",
            "calculateCoordinates",
            "pageDidLoad",
            "  setViewModel",
            "    bindDataFrom",
            "      reloadData",
            "    resizeSubviews",
            "  loadingFinished",
        ])
    }

    /// The paging figure is the screen's window, scrolled past the threshold to the end:
    /// the rows it shows at their content place less the offset (the top one cut by the
    /// canvas's edge), the rows above left out, the footer spinner row at the bottom.
    @Test func thePagingFigureIsTheWindowScrolledToTheFooterSpinner() {
        for size in [Size(width: 320, height: 568), Size(width: 568, height: 320)] {
            let whole = ProfileScreen().render(ScreenRequest(size: size, language: .es))
            let paging = ProfileScreen().render(ScreenRequest(size: size, state: "paging", language: .es))
            let rowsHeight = whole.size.height, offset = rowsHeight + 44 - size.height
            #expect(paging.size == size)
            #expect(paging.views.map { "\($0.name) \($0.frame) \($0.isHidden)" }
                == ["footerLoader (\(Int(size.width - 20) / 2), \(Int(size.height) - 32), 20, 20) false"])
            let shown = whole.cells.filter { $0.y + $0.height > offset }.map { cell in
                var cell = cell
                cell.y -= offset
                return cell
            }
            #expect(paging.cells == shown)
            #expect(shown.count < whole.cells.count && (shown.first?.y ?? 0) < 0)
            #expect(paging.cells.last.map { $0.y + $0.height } == size.height - 44)
        }
        #expect(ProfileScreen().render(ScreenRequest(size: Size(width: 320, height: 568), language: .en)).views.isEmpty)
        // A window too low for the spinner draws no footer view outside its canvas.
        for height in [1.0, 20, 40] {
            let low = ProfileScreen().render(ScreenRequest(size: Size(width: 320, height: height), state: "paging", language: .es))
            #expect(low.views.allSatisfy { $0.frame.minY >= 0 && $0.frame.maxY <= height })
        }
    }

    /// Issue 16: the next page's frames are computed on every core, each row once, and
    /// the engine records what each worker did. The split and the times vary; the rows do not.
    @Test func thePagingFiguresNextPageIsComputedOnEveryCoreEachRowOnce() {
        let request = ScreenRequest(size: Size(width: 320, height: 568), state: "paging", language: .ru)
        let workers = ProfileScreen().precomputation(request) ?? []
        #expect(workers.count == Precomputation.coreCount)
        #expect(workers.flatMap(\.rows).sorted() == Array(0..<ProfileViewModel.pageSize))
        #expect(workers.allSatisfy { $0.cpuTime >= .zero })
        #expect(ProfileScreen().precomputation(ScreenRequest(size: request.size, language: .ru)) == nil)
        #expect(WallPostScreen().precomputation(ScreenRequest(size: request.size, state: "expanded", language: .ru)) == nil)
    }

    @Test func thePrecomputationHandsEveryIndexToExactlyOneWorker() {
        let calls = PthreadMutex([Int](repeating: 0, count: 50))
        let workers = Precomputation.perform(50, workers: 4) { index in calls.withLock { $0[index] += 1 } }
        #expect(calls.withLock { $0 } == Array(repeating: 1, count: 50))
        #expect(workers.count == 4 && workers.flatMap(\.rows).sorted() == Array(0..<50))
        #expect(workers.allSatisfy { $0.rows == $0.rows.sorted() })
        #expect(Precomputation.perform(0, workers: 2) { _ in }.map(\.rows) == [[], []])
    }

    /// `perform` blocks its caller but never waits for another thread to come: called from
    /// more tasks of Swift's cooperative pool than there are cores, every call returns.
    @Test func thePrecomputationFinishesCalledFromManyCooperativeTasks() async {
        let counts = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<(4 * Precomputation.coreCount) {
                group.addTask { Precomputation.perform(10, workers: Precomputation.coreCount) { _ in }.flatMap(\.rows).count }
            }
            return await group.reduce(into: [Int]()) { $0.append($1) }
        }
        #expect(counts == Array(repeating: 10, count: 4 * Precomputation.coreCount))
    }
}
