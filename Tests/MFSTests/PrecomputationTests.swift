import Testing
import UIKit
import MFS

@Suite struct PrecomputationTests {
    /// The race test (run under the thread sanitizer by `make test`): many tasks
    /// fill the class cache and shared view models' caches at several widths at
    /// once; every cached frame equals one computed sequentially on fresh models.
    @Test func concurrentPrecomputationMatchesSequentialFrames() async {
        let shared = NoteViewModel.page(400)
        let widths: [CGFloat] = [320, 375, 414, 568]
        await withTaskGroup(of: Void.self) { group in
            for width in widths + widths {
                group.addTask {
                    await Precomputation.forEach(shared, tasks: 4) {
                        NoteCell.calculateCoordinates($0, CGSize(width: width, height: 600))
                    }
                }
            }
        }
        for width in widths {
            let size = CGSize(width: width, height: 600)
            for (model, fresh) in zip(shared, NoteViewModel.page(400)) {
                #expect(model.subviewFrames.rect(CacheKey("bodyLbl"), width: width) == NoteCell.rectForBodyLbl(fresh, size))
                #expect(NoteCell.rectForFooterView(model, size) == NoteCell.rectForFooterView(fresh, size))
                #expect(NoteCell.calculateCellHeight(model, size) == NoteCell.calculateCellHeight(fresh, size))
            }
        }
    }

    @Test func everyElementIsVisitedOnce() async {
        let counter = Counter()
        await Precomputation.forEach(Array(0..<1000), tasks: 3) { counter.add($0) }
        #expect(counter.values.sorted() == Array(0..<1000))
    }
}

/// The elements a concurrent body saw, under the product's lock.
private final class Counter: Sendable {
    private let seen = PthreadMutex<[Int]>([])

    func add(_ value: Int) { seen.withLock { $0.append(value) } }

    var values: [Int] { seen.withLock { $0 } }
}
