import MFS

/// The login screen's view model: the logo and the two button titles.
public struct LoginViewModel: ViewModel, Hashable, Sendable {
    public var imageName: String
    public var signInTitle: String
    public var signUpTitle: String
    /// Shown nowhere: an update that changes only this is skipped by the guards.
    public var analyticsTag: String

    public init(imageName: String, signInTitle: String, signUpTitle: String, analyticsTag: String = "") {
        self.imageName = imageName
        self.signInTitle = signInTitle
        self.signUpTitle = signUpTitle
        self.analyticsTag = analyticsTag
    }

    /// The mock-up the controller shows while no view model is set.
    public static func mockUp(_ language: Language = .en) -> LoginViewModel {
        switch language {
        case .ru: LoginViewModel(imageName: "logo", signInTitle: "Войти", signUpTitle: "Создать аккаунт")
        case .es: LoginViewModel(imageName: "logo", signInTitle: "Iniciar sesión", signUpTitle: "Crear cuenta")
        case .en: LoginViewModel(imageName: "logo", signInTitle: "Sign in", signUpTitle: "Sign up")
        }
    }

    /// Equal when the UI would show the same: the image and both titles.
    public func isEqualToModel(_ other: LoginViewModel) -> Bool {
        imageName == other.imageName && signInTitle == other.signInTitle && signUpTitle == other.signUpTitle
    }
}
