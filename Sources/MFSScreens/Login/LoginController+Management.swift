import MFS

extension LoginController {
    public func removeSubviews() {
        view.removeAllSubviews()
        view.gradient = nil
        logoImgView = nil
        signInButton = nil
        signUpButton = nil
    }

    public func initSubviews(_ viewModel: LoginViewModel) {
        if logoImgView == nil { logoImgView = View(name: "logoImgView", kind: .image) }
        if signInButton == nil { signInButton = View(name: "signInButton", kind: .button) }
        if signUpButton == nil { signUpButton = View(name: "signUpButton", kind: .button) }
    }

    public func bindDataFrom(_ viewModel: LoginViewModel) {
        logoImgView?.imageName = viewModel.imageName
        signInButton?.text = viewModel.signInTitle
        signUpButton?.text = viewModel.signUpTitle
    }

    public func resizeSubviews(_ viewModel: LoginViewModel) {
        let size = view.frame.size
        logoImgView?.frame = Self.rectForLogoImgView(viewModel, size)
        signInButton?.frame = Self.rectForSignInButton(viewModel, size)
        signUpButton?.frame = Self.rectForSignUpButton(viewModel, size)
    }

    public func addSubviewsToSuperView() {
        for subview in [logoImgView, signInButton, signUpButton].compactMap({ $0 }) where subview.superview == nil {
            view.addSubview(subview)
        }
    }
}
