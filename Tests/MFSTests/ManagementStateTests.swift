import Testing
import MFS

/// A view model that shows only `title`; `note` is data the UI does not show.
private struct TitleModel: ViewModel {
    var title: String
    var note = ""
    func isEqualToModel(_ other: TitleModel) -> Bool { title == other.title }
}

@Suite struct ManagementStateTests {
    @Test func bindRunsOnceForEqualModelsAndAgainForAnother() {
        let state = ManagementState<TitleModel>()
        var bound: [String] = []
        state.bindDataFrom(TitleModel(title: "a")) { bound.append($0.title) }
        state.bindDataFrom(TitleModel(title: "a", note: "unseen change")) { bound.append($0.title) }
        state.bindDataFrom(TitleModel(title: "b")) { bound.append($0.title) }
        state.bindDataFrom(nil) { bound.append($0.title) }
        #expect(bound == ["a", "b"])
        #expect(state.trace.events.map(\.outcome) == [.called, .skipped(.sameViewModel), .called, .skipped(.noViewModel)])
    }

    @Test func resizeSkipsOnlyWhenModelAndSizeAreUnchanged() {
        let state = ManagementState<TitleModel>()
        let portrait = Size(width: 320, height: 568), landscape = Size(width: 568, height: 320)
        var sizes: [Size] = []
        state.resizeSubviews(TitleModel(title: "a"), parentSize: portrait) { _ in sizes.append(portrait) }
        state.resizeSubviews(TitleModel(title: "a"), parentSize: portrait) { _ in sizes.append(portrait) }
        state.resizeSubviews(TitleModel(title: "a"), parentSize: landscape) { _ in sizes.append(landscape) }
        state.resizeSubviews(TitleModel(title: "b"), parentSize: landscape) { _ in sizes.append(landscape) }
        #expect(sizes == [portrait, landscape, landscape])
        #expect(state.oldSize == landscape)
    }

    @Test func resetGuardsMakesTheNextBindAndResizeRun() {
        let state = ManagementState<TitleModel>()
        let model = TitleModel(title: "a"), size = Size(width: 10, height: 10)
        state.bindDataFrom(model) { _ in }
        state.resizeSubviews(model, parentSize: size) { _ in }
        state.resetGuards()
        var runs = 0
        state.bindDataFrom(model) { _ in runs += 1 }
        state.resizeSubviews(model, parentSize: size) { _ in runs += 1 }
        #expect(runs == 2)
    }
}
