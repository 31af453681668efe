import Testing
import TestSupport
@testable import MFSSite

@Suite struct BackgroundTests {
    /// The work meets the caller at a barrier after `Background` returned:
    /// only work on another thread, started at once, gets through.
    @Test func theWorkRunsOnAnotherThreadWhileTheCallerGoesOn() {
        let barrier = Barrier(parties: 2)
        let work = Background { barrier.arrive() }
        #expect(barrier.arrive())
        #expect(work.value())
    }

    @Test func itsValueCanBeReadTwice() {
        let work = Background { (1...100).reduce(0, +) }
        #expect(work.value() == 5050)
        #expect(work.value() == 5050)
    }
}
