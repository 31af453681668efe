import MFS

/// A screen provider of the tests' own, with nothing of the demo in it: the
/// screen `dot` and the trace scenario `dot-tap`, which does one call.
struct TinyScreens: ScreenProvider {
    let screens: [any ScreenDefinition] = [DotScreen()]
    let scenarios = [
        TraceScenario(name: "dot-tap", summary: "A tap on the dot.", captions: ["ru": "Касание точки"]) { _ in
            [TraceEvent(step: .setViewModel, outcome: .called, depth: 0)]
        },
    ]
}
