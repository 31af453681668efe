import Testing
import MFS

@Suite struct TraceTests {
    @Test func nestedCallsAreOneLevelDeeper() {
        let trace = Trace()
        trace.call(.prepareUI) {
            trace.call(.initSubviews) {}
            trace.call(.resizeSubviews) {}
            trace.skip(.resizeSubviews, .sameSize)
        }
        #expect(trace.events == [
            TraceEvent(step: .prepareUI, outcome: .called, depth: 0),
            TraceEvent(step: .initSubviews, outcome: .called, depth: 1),
            TraceEvent(step: .resizeSubviews, outcome: .called, depth: 1),
            TraceEvent(step: .resizeSubviews, outcome: .skipped(.sameSize), depth: 1),
        ])
    }

    @Test func enterAndExitNestLikeCallAndAnAnimatedStepAnimatesWhatItContains() {
        let trace = Trace()
        trace.enter(.viewWillTransitionToSize)
        trace.enter(.resizeSubviews, animation: .rotation)
        trace.skip(.bindDataFrom, .sameViewModel)
        trace.exit()
        trace.skip(.resizeSubviews, .sameSize)
        trace.exit()
        trace.enter(.postUIsetting)
        trace.exit()
        #expect(trace.outline == [
            "viewWillTransitionToSize",
            "  resizeSubviews animated 0.3s easeOut",
            "    bindDataFrom skipped: sameViewModel",
            "  resizeSubviews skipped: sameSize",
            "postUIsetting",
        ])
    }
}
