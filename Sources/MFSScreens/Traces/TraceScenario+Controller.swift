import UIKit
import MFS

/// The controller scenarios (the call orders and the guards), run on the
/// login controller.
extension TraceScenario {
    static let controllerScenarios: [TraceScenario] = [
        TraceScenario(name: "controller-first-build",
                      summary: "viewDidAppear builds the screen: prepareUI in the pattern's order",
                      captions: [
                          "ru": "Первая сборка экрана: viewDidAppear вызывает prepareUI",
                          "es": "Primera construcción: viewDidAppear llama a prepareUI",
                          "de": "Erster Aufbau des Bildschirms: viewDidAppear ruft prepareUI auf",
                      ]) { language in
            let controller = LoginController(viewModel: .mockUp(language))
            let window = show(controller)
            return withExtendedLifetime(window) { controller.trace.events }
        },
        TraceScenario(name: "controller-rotation",
                      summary: "rotation: resizeSubviews inside a 0.3 s ease-out animation",
                      captions: [
                          "ru": "Поворот: resizeSubviews внутри анимации 0,3 с ease-out",
                          "es": "Rotación: resizeSubviews dentro de una animación de 0,3 s ease-out",
                          "de": "Drehung: resizeSubviews in einer Animation von 0,3 s ease-out",
                      ]) { language in
            acting(on: appeared(language)) { _, window in window.transition(to: landscape) }
        },
        TraceScenario(name: "controller-same-model",
                      summary: "the same view model again: both guards skip",
                      captions: [
                          "ru": "Та же view model ещё раз: оба стража пропускают работу",
                          "es": "El mismo modelo de vista otra vez: las dos guardas evitan el trabajo",
                          "de": "Dasselbe View-Model noch einmal: beide Wächter ersparen die Arbeit",
                      ]) { language in
            acting(on: appeared(language, model: .mockUp(language))) { controller, _ in controller.viewModel = .mockUp(language) }
        },
        TraceScenario(name: "controller-hidden-change",
                      summary: "a view model that differs only in data the UI does not show: skipped",
                      captions: [
                          "ru": "View model изменилась только в том, чего экран не показывает",
                          "es": "Un modelo de vista que solo cambia en lo que la pantalla no muestra",
                          "de": "Das View-Model ändert sich nur in dem, was der Bildschirm nicht zeigt",
                      ]) { language in
            acting(on: appeared(language, model: .mockUp(language))) { controller, _ in
                var model = LoginViewModel.mockUp(language)
                model.analyticsTag = "campaign-7"
                controller.viewModel = model
            }
        },
        TraceScenario(name: "controller-new-model",
                      summary: "a new view model: bindDataFrom, then resizeSubviews",
                      captions: [
                          "ru": "Новая view model: bindDataFrom, затем resizeSubviews",
                          "es": "Un modelo de vista nuevo: bindDataFrom y después resizeSubviews",
                          "de": "Ein neues View-Model: bindDataFrom, dann resizeSubviews",
                      ]) { language in
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
