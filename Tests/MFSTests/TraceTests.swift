import Testing
import MFS

@Suite struct TraceTests {
    @Test func nestedCallsAreOneLevelDeeperAndAnimationsMarkTheirSteps() {
        let trace = Trace()
        trace.call(.prepareUI) {
            trace.call(.initSubviews) {}
            trace.animate(.rotation) { trace.skip(.resizeSubviews, .sameSize) }
        }
        #expect(trace.events == [
            TraceEvent(step: .prepareUI, outcome: .called, depth: 0),
            TraceEvent(step: .initSubviews, outcome: .called, depth: 1),
            TraceEvent(step: .resizeSubviews, outcome: .skipped(.sameSize), depth: 1,
                       animation: Animation(duration: 0.3, curve: .easeOut)),
        ])
    }
}
