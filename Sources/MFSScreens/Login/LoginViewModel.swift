import UIKit

/// The login screen's view model: the logo and the two button titles.
public struct LoginViewModel: Hashable, Sendable {
    public var imageName: String
    public var signInBtnTitle: String
    public var signUpBtnTitle: String
    /// Shown nowhere: an update that changes only this is skipped by the guards.
    public var analyticsTag: String

    public init(imageName: String, signInBtnTitle: String, signUpBtnTitle: String, analyticsTag: String = "") {
        self.imageName = imageName
        self.signInBtnTitle = signInBtnTitle
        self.signUpBtnTitle = signUpBtnTitle
        self.analyticsTag = analyticsTag
    }

    /// The mock-up the controller shows while no view model is set.
    public static func mockUp(_ language: Language = .en) -> LoginViewModel {
        switch language {
        case .ru: LoginViewModel(imageName: "logo", signInBtnTitle: "Войти", signUpBtnTitle: "Создать аккаунт")
        case .es: LoginViewModel(imageName: "logo", signInBtnTitle: "Iniciar sesión", signUpBtnTitle: "Crear cuenta")
        case .en: LoginViewModel(imageName: "logo", signInBtnTitle: "Sign in", signUpBtnTitle: "Sign up")
        }
    }

    // region: isEqualToModel
    /// Equal when the UI would show the same: the image and both titles.
    public func isEqualToModel(_ other: LoginViewModel) -> Bool {
        imageName == other.imageName && signInBtnTitle == other.signInBtnTitle && signUpBtnTitle == other.signUpBtnTitle
    }
    // endregion

    /// The sign-in button's action: what the controller forwards a tap to.
    public func signInBtnAction() {}

    /// The sign-up button's action.
    public func signUpBtnAction() {}
}
