import Testing
@testable import MFS

@Suite struct BatchCursorTests {
    @Test func batchesCoverEveryIndexOnceAcrossTasks() async {
        for (count, batch) in [(0, 4), (5, 32), (100, 7), (1000, 32)] {
            let cursor = BatchCursor(count: count, batch: batch)
            let claimed = await withTaskGroup(of: [Int].self) { group in
                for _ in 0..<4 {
                    group.addTask {
                        var mine: [Int] = []
                        while let rows = cursor.claim() { mine += rows }
                        return mine
                    }
                }
                return await group.reduce(into: []) { $0 += $1 }
            }
            #expect(claimed.sorted() == Array(0..<count))
        }
    }
}
