import UIKit
import MFS

/// The catalog entry of the login controller.
public struct LoginScreen: ScreenDefinition {
    public let name = "login"
    public let summary = "The login controller: logo, sign-in and sign-up buttons over a gradient."
    public let descriptions = [
        "ru": "экран входа: логотип и две кнопки, вход и регистрация, на градиенте",
        "es": "pantalla de inicio de sesión: logotipo y dos botones, entrar y registrarse, sobre un degradado",
        "de": "Anmeldebildschirm: Logo und zwei Schaltflächen, Anmelden und Registrieren, auf einem Verlauf",
    ]
    public let modelKeys = [
        ModelKey("imageName", .string, "the logo image's name"),
        ModelKey("signInTitle", .string, "the sign-in button's title"),
        ModelKey("signUpTitle", .string, "the sign-up button's title"),
    ]
    public let states: [String] = []

    public init() {}

    public func render(_ request: ScreenRequest) -> ScreenSnapshot {
        let overrides = ModelOverrides(request.model)
        var model = LoginViewModel.mockUp(request.language)
        model.imageName = overrides.string("imageName") ?? model.imageName
        model.signInBtnTitle = overrides.string("signInTitle") ?? model.signInBtnTitle
        model.signUpBtnTitle = overrides.string("signUpTitle") ?? model.signUpBtnTitle

        let controller = LoginController(viewModel: model)
        let window = UIWindow(frame: CGRect(origin: .zero, size: request.size))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return ScreenSnapshot(screen: name, size: request.size, gradient: controller.view.snapshotGradient,
                              views: controller.view.snapshotSubviews())
    }
}
