import UIKit

extension LoginController {
    // region: prepareUI
    func prepareUI() {
        traced(.prepareUI) {
            guard isViewLoaded else { return }
            removeSubviews()
            initSubviews(viewModel)
            updateStyles(viewModel)
            bindDataFrom(viewModel)
            resizeSubviews(viewModel)
            addSubviewsToSuperView()
            postUIsetting()
        }
    }
    // endregion

    // region: removeSubviews
    /// Also forgets what was bound and sized: the new subviews are empty. The
    /// original kept `oldViewModel` and `oldSize`, so a second `prepareUI` left
    /// them empty and unsized.
    func removeSubviews() {
        traced(.removeSubviews) {
            for subview in view.subviews { subview.removeFromSuperview() }
            for sublayer in view.layer.sublayers ?? [] { sublayer.removeFromSuperlayer() }
            logoImgView = nil
            signInButton = nil
            signUpButton = nil
            gradient = nil
            oldViewModel = nil
            resizedViewModel = nil
            oldSize = .zero
        }
    }
    // endregion

    // region: initSubviews
    func initSubviews(_ viewModel: LoginViewModel?) {
        guard viewModel != nil else { return skipped(.initSubviews, .noViewModel) }
        traced(.initSubviews) {
            if logoImgView == nil {
                logoImgView = UIImageView()
                logoImgView?.accessibilityIdentifier = "logoImgView"
            }
            if signInButton == nil {
                signInButton = UIButton(type: .custom)
                signInButton?.accessibilityIdentifier = "signInButton"
            }
            if signUpButton == nil {
                signUpButton = UIButton(type: .custom)
                signUpButton?.accessibilityIdentifier = "signUpButton"
            }
        }
    }
    // endregion

    // region: bindDataFrom
    func bindDataFrom(_ viewModel: LoginViewModel?) {
        guard let viewModel else { return skipped(.bindDataFrom, .noViewModel) }
        if let oldViewModel, oldViewModel.isEqualToModel(viewModel) { return skipped(.bindDataFrom, .sameViewModel) }
        traced(.bindDataFrom) {
            logoImgView?.image = UIImage(named: viewModel.imageName)
            signInButton?.setTitle(viewModel.signInBtnTitle, for: .normal)
            signUpButton?.setTitle(viewModel.signUpBtnTitle, for: .normal)
        }
        oldViewModel = viewModel
    }
    // endregion

    // region: resizeSubviews
    /// Frames come from the view's `bounds`: the original passed `self.view.frame`, which is
    /// in the superview's coordinates.
    func resizeSubviews(_ viewModel: LoginViewModel?) {
        guard let viewModel else { return skipped(.resizeSubviews, .noViewModel) }
        if let resizedViewModel, resizedViewModel.isEqualToModel(viewModel), oldSize == view.bounds.size,
           oldSafeAreaInsets == view.safeAreaInsets {
            return skipped(.resizeSubviews, .sameSize)
        }
        traced(.resizeSubviews) {
            let parentFrame = view.bounds
            logoImgView?.frame = Self.rectForLogoImgView(viewModel, parentFrame: parentFrame)
            signInButton?.frame = Self.rectForSignInButton(viewModel, parentFrame: parentFrame)
            signUpButton?.frame = Self.rectForSignUpButton(viewModel, parentFrame: parentFrame)
            gradient?.frame = view.bounds
        }
        resizedViewModel = viewModel
        oldSize = view.bounds.size
        oldSafeAreaInsets = view.safeAreaInsets
    }
    // endregion

    // region: addSubviewsToSuperView
    func addSubviewsToSuperView() {
        traced(.addSubviewsToSuperView) {
            for subview in [logoImgView, signInButton, signUpButton] {
                if let subview, subview.superview == nil { view.addSubview(subview) }
            }
        }
    }
    // endregion
}
