import MFS

extension LoginController {
    static let gradientStart = Color(red: 0.54, green: 0.36, blue: 0.79)
    static let gradientEnd = Color(red: 0.41, green: 0.59, blue: 0.88)
    static let titleFont = Font.inter(17, .semibold)
    static let titleLineHeight = 22.0

    public func updateStyles(_ viewModel: LoginViewModel) {
        if let logoImgView { Self.styleForLogoImgView(logoImgView, viewModel) }
        if let signInButton { Self.styleForSignInButton(signInButton, viewModel) }
        if let signUpButton { Self.styleForSignUpButton(signUpButton, viewModel) }
    }

    /// The diagonal gradient, inserted below every view.
    public func postUIsetting() {
        view.gradient = Gradient(from: Self.gradientStart, to: Self.gradientEnd)
    }

    static func styleForLogoImgView(_ view: View, _ viewModel: LoginViewModel) {
        guard !view.isStylized else { return }
        view.backgroundColor = .clear
        view.clipsToBounds = true
        view.accessibilityLabel = "MFS"
        view.isStylized = true
    }

    static func styleForSignInButton(_ view: View, _ viewModel: LoginViewModel) {
        guard !view.isStylized else { return }
        styleButton(view)
        view.backgroundColor = .white
        view.textColor = Color(r: 88, g: 64, b: 160)
        view.isStylized = true
    }

    static func styleForSignUpButton(_ view: View, _ viewModel: LoginViewModel) {
        guard !view.isStylized else { return }
        styleButton(view)
        view.backgroundColor = .clear
        view.borderWidth = 2
        view.borderColor = .white
        view.textColor = .white
        view.isStylized = true
    }

    /// What both buttons share: the title font and the rounded corners.
    private static func styleButton(_ view: View) {
        view.font = titleFont
        view.lineHeight = titleLineHeight
        view.numberOfLines = 1
        view.textAlignment = .center
        view.cornerRadius = buttonHeight / 2
        view.clipsToBounds = true
    }
}
