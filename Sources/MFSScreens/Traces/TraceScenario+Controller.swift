import UIKit
import MFS

/// The controller scenarios (the call orders and the guards), run on the
/// login controller.
extension TraceScenario {
    static let controllerScenarios: [TraceScenario] = [
        TraceScenario(name: "controller-first-build",
                      summary: "viewDidAppear builds the screen: prepareUI in the pattern's order") { language in
            let controller = LoginController(viewModel: .mockUp(language))
            let window = show(controller)
            return withExtendedLifetime(window) { controller.trace.events }
        },
        TraceScenario(name: "controller-rotation",
                      summary: "rotation: resizeSubviews inside a 0.3 s ease-out animation") { language in
            acting(on: appeared(language)) { _, window in window.transition(to: landscape) }
        },
        TraceScenario(name: "controller-same-model",
                      summary: "the same view model again: both guards skip") { language in
            acting(on: appeared(language, model: .mockUp(language))) { controller, _ in controller.viewModel = .mockUp(language) }
        },
        TraceScenario(name: "controller-hidden-change",
                      summary: "a view model that differs only in data the UI does not show: skipped") { language in
            acting(on: appeared(language, model: .mockUp(language))) { controller, _ in
                var model = LoginViewModel.mockUp(language)
                model.analyticsTag = "campaign-7"
                controller.viewModel = model
            }
        },
        TraceScenario(name: "controller-new-model",
                      summary: "a new view model: bindDataFrom, then resizeSubviews") { language in
            acting(on: appeared(language, model: .mockUp(language))) { controller, _ in
                var model = LoginViewModel.mockUp(language)
                model.signInBtnTitle += " →"
                controller.viewModel = model
            }
        },
    ]

    private static let portrait = CGSize(width: 320, height: 568)
    private static let landscape = CGSize(width: 568, height: 320)

    /// A login controller shown in portrait, with `model` set after it appeared.
    private static func appeared(_ language: Language, model: LoginViewModel? = nil) -> (LoginController, UIWindow) {
        let controller = LoginController(viewModel: .mockUp(language))
        let window = show(controller)
        if let model { controller.viewModel = model }
        return (controller, window)
    }

    /// A portrait window showing `controller` (`viewDidAppear`); the window holds the controller's view.
    static func show(_ controller: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(origin: .zero, size: portrait))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return window
    }

    /// The events `act` records on `controller`, the setup's events cleared.
    private static func acting(on shown: (LoginController, UIWindow), _ act: (LoginController, UIWindow) -> Void)
        -> [TraceEvent] {
        let (controller, window) = shown
        controller.trace.clear()
        act(controller, window)
        return controller.trace.events
    }
}
