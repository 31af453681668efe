import Dispatch
import MFS
import Testing
import UIKit
@testable import MFSScreens

@Suite struct FrameCacheTests {
    @Test func valuesAreKeptPerWidthAndName() {
        let cache = FrameCache<CGRect>()
        cache["textLbl", width: 320] = CGRect(x: 12, y: 64, width: 296, height: 120)
        cache["textLbl", width: 568] = CGRect(x: 12, y: 64, width: 544, height: 80)
        #expect(cache["textLbl", width: 320] == CGRect(x: 12, y: 64, width: 296, height: 120))
        #expect(cache["textLbl", width: 568] == CGRect(x: 12, y: 64, width: 544, height: 80))
        #expect(cache["textLbl", width: 375] == nil && cache["readMoreBtn", width: 320] == nil)
        cache["textLbl", width: 320] = nil
        #expect(cache["textLbl", width: 320] == nil && cache["textLbl", width: 568] != nil)
        cache["readMoreBtn", width: 320] = CGRect(x: 12, y: 188, width: 80, height: 20)
        cache.removeAll(exceptWidth: 568)
        #expect(cache["readMoreBtn", width: 320] == nil && cache["textLbl", width: 568] == CGRect(x: 12, y: 64, width: 544, height: 80))
        cache.removeAll()
        #expect(cache["textLbl", width: 568] == nil)
    }

    @Test func aValueIsComputedOnceAndARectNeverForAZeroWidth() {
        let cache = FrameCache<CGRect>()
        var calls = 0
        let compute = { () -> CGRect in
            calls += 1
            return CGRect(x: 1, y: 2, width: 3, height: 4)
        }
        #expect(cache.rect("avatar", parentSize: CGSize(width: 320, height: 0), orCompute: compute) == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(cache.rect("avatar", parentSize: CGSize(width: 320, height: 99), orCompute: compute) == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(cache.rect("avatar", parentSize: .zero, orCompute: compute) == .zero)
        #expect(calls == 1 && cache["avatar", width: 0] == nil)
    }

    /// 8 × 500 writes from every core at once, each to its own name, then the
    /// same names rewritten: the cache holds exactly the last value of each.
    @Test func concurrentWritersLeaveEveryValue() {
        let cache = FrameCache<CGFloat>()
        DispatchQueue.concurrentPerform(iterations: 8) { writer in
            for index in 0..<500 {
                cache["w\(writer)-\(index)", width: CGFloat(writer % 2 == 0 ? 320 : 375)] = CGFloat(index)
                _ = cache["w\((writer + 1) % 8)-\(index)", width: 320]
            }
            for index in 0..<500 { cache["w\(writer)-\(index)", width: CGFloat(writer % 2 == 0 ? 320 : 375)] = CGFloat(writer * 1000 + index) }
        }
        for writer in 0..<8 {
            let width = CGFloat(writer % 2 == 0 ? 320 : 375)
            #expect((0..<500).map { cache["w\(writer)-\($0)", width: width] } == (0..<500).map { CGFloat(writer * 1000 + $0) })
            #expect(cache["w\(writer)-0", width: width == 320 ? 375 : 320] == nil)
        }
    }

    /// Threads that miss the same name at once may all compute; each gets the
    /// value, and one is stored.
    @Test func concurrentMissesAllGetTheValue() {
        let cache = FrameCache<CGSize>(), results = PthreadMutex<[Int: CGSize]>([:])
        DispatchQueue.concurrentPerform(iterations: 16) { index in
            let size = cache.value("photoGallery", width: 320) { CGSize(width: 296, height: 148) }
            results.withLock { $0[index] = size }
        }
        #expect(results.withLock { $0 } == Dictionary(uniqueKeysWithValues: (0..<16).map { ($0, CGSize(width: 296, height: 148)) }))
        #expect(cache["photoGallery", width: 320] == CGSize(width: 296, height: 148))
    }
}
