import Testing
import MFS

@Suite struct PrecomputationTests {
    private let registry = CellRegistry([CellType(NoteCell.self)])

    @Test func theNextPageLoadsOnlyNearTheBottom() {
        #expect(FeedController.nearsBottom(contentHeight: 1000, offset: 780, tableHeight: 200))
        #expect(FeedController.nearsBottom(contentHeight: 1000, offset: 779, tableHeight: 200) == false)
        #expect(FeedController.nearsBottom(contentHeight: 0, offset: 0, tableHeight: 200))
    }

    @MainActor @Test func aPageIsPrecomputedInTheBackgroundThenReloadedOnce() async {
        let table = TableView(registry: registry, model: TableModel(rows: NoteViewModel.page(10)))
        table.setSize(Size(width: 320, height: 300))
        let feed = FeedController(table: table) { page in NoteViewModel.page(10, from: 10 * (page + 1)) }
        #expect(feed.didScroll(to: 100) == nil)
        let task = feed.didScroll(to: 730)
        #expect(task != nil)
        #expect(feed.isLoading && feed.isFooterSpinning)
        #expect(feed.didScroll(to: 740) == nil)
        await task?.value
        #expect(!feed.isLoading && !feed.isFooterSpinning && feed.loadedPages == 1)
        #expect(table.rows.count == 20 && table.contentHeight == 1700)
        let appended = table.model[IndexPath(row: 15)] as? NoteViewModel
        #expect(appended?.subviewFrames.rect(CacheKey("bodyLbl"), width: 320) == Rect(x: 8, y: 32, width: 304, height: 60))
    }

    /// The race test (run under the thread sanitizer by `make test`): many tasks
    /// fill the class cache and shared view models' caches at several widths at
    /// once; every cached frame equals one computed sequentially on fresh models.
    @Test func concurrentPrecomputationMatchesSequentialFrames() async {
        let shared = NoteViewModel.page(400)
        let widths = [320.0, 375, 414, 568]
        await withTaskGroup(of: Void.self) { group in
            for width in widths + widths {
                group.addTask {
                    await Precomputation.calculateCoordinates(shared, tableSize: Size(width: width, height: 600),
                                                              registry: registry, tasks: 4)
                }
            }
        }
        for width in widths {
            let size = Size(width: width, height: 600)
            for (model, fresh) in zip(shared, NoteViewModel.page(400)) {
                #expect(model.subviewFrames.rect(CacheKey("bodyLbl"), width: width) == NoteCell.rectForBodyLbl(fresh, size))
                #expect(NoteCell.rectForFooterView(model, size) == NoteCell.rectForFooterView(fresh, size))
                #expect(NoteCell.calculateCellHeight(model, size) == NoteCell.calculateCellHeight(fresh, size))
            }
        }
    }
}
