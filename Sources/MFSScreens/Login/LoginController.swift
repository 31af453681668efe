import MFS

/// The login screen: a logo and the sign-in and sign-up buttons over a
/// diagonal gradient. Portrait stacks the buttons; landscape puts them at the
/// same height on opposite sides.
public final class LoginController: ManagedController {
    public let view = View(name: "view")
    public let management = ManagementState<LoginViewModel>()
    public let language: Language

    var logoImgView: View?
    var signInButton: View?
    var signUpButton: View?

    public init(language: Language = .en) {
        self.language = language
    }

    public var defaultViewModel: LoginViewModel? { .mockUp(language) }

    /// The view-model setter, as `viewModel = ...` would call it on iOS.
    public var viewModel: LoginViewModel? {
        get { management.viewModel }
        set { setViewModel(newValue) }
    }

    /// The sign-in button's action.
    public func signInPressed() -> String { "signIn" }

    /// The sign-up button's action.
    public func signUpPressed() -> String { "signUp" }
}
