import MFS

/// The controller scenarios of MFS-SPEC ("Call orders", "Guards"), run on the
/// login controller.
extension TraceScenario {
    static let controllerScenarios: [TraceScenario] = [
        TraceScenario(name: "controller-first-build",
                      summary: "viewDidAppear builds the screen: prepareUI in the pattern's order") { language in
            let controller = LoginController(language: language)
            controller.loadView(size: portrait)
            controller.viewDidAppear()
            return controller.trace.events
        },
        TraceScenario(name: "controller-rotation",
                      summary: "rotation: resizeSubviews inside a 0.3 s ease-out animation") { language in
            acting(on: appeared(language)) { $0.viewWillTransition(to: landscape) }
        },
        TraceScenario(name: "controller-same-model",
                      summary: "the same view model again: both guards skip") { language in
            acting(on: appeared(language, model: .mockUp(language))) { $0.viewModel = .mockUp(language) }
        },
        TraceScenario(name: "controller-hidden-change",
                      summary: "a view model that differs only in data the UI does not show: skipped") { language in
            acting(on: appeared(language, model: .mockUp(language))) { controller in
                var model = LoginViewModel.mockUp(language)
                model.analyticsTag = "campaign-7"
                controller.viewModel = model
            }
        },
        TraceScenario(name: "controller-new-model",
                      summary: "a new view model: bindDataFrom, then resizeSubviews") { language in
            acting(on: appeared(language, model: .mockUp(language))) { controller in
                var model = LoginViewModel.mockUp(language)
                model.signInTitle += " →"
                controller.viewModel = model
            }
        },
    ]

    private static let portrait = Size(width: 320, height: 568)
    private static let landscape = Size(width: 568, height: 320)

    /// A login controller shown in portrait, with `model` set after it appeared.
    private static func appeared(_ language: Language, model: LoginViewModel? = nil) -> LoginController {
        let controller = LoginController(language: language)
        controller.loadView(size: portrait)
        controller.viewDidAppear()
        if let model { controller.viewModel = model }
        return controller
    }

    /// The events `act` records on `controller`, the setup's events cleared.
    private static func acting(on controller: LoginController, _ act: (LoginController) -> Void) -> [TraceEvent] {
        controller.trace.clear()
        act(controller)
        return controller.trace.events
    }
}
