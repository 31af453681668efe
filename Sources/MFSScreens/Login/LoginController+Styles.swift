import UIKit

extension LoginController {
    static let gradientStart = UIColor(red: 0.54, green: 0.36, blue: 0.79, alpha: 1)
    static let gradientEnd = UIColor(red: 0.41, green: 0.59, blue: 0.88, alpha: 1)
    static let titleFont = UIFont.systemFont(ofSize: 17, weight: .semibold)
    static let titleLineHeight: CGFloat = 22

    // region: updateStyles
    func updateStyles(_ viewModel: LoginViewModel?) {
        guard let viewModel else { return skipped(.updateStyles, .noViewModel) }
        traced(.updateStyles) {
            if let logoImgView { styleForLogoImgView(logoImgView, vm: viewModel) }
            if let signInButton { styleForSignInButton(signInButton, vm: viewModel) }
            if let signUpButton { styleForSignUpButton(signUpButton, vm: viewModel) }
        }
    }
    // endregion

    // region: postUIsetting
    /// The diagonal gradient, inserted below every subview.
    func postUIsetting() {
        traced(.postUIsetting) {
            let gradient = CAGradientLayer()
            gradient.frame = view.bounds
            gradient.startPoint = .zero
            gradient.endPoint = CGPoint(x: 1, y: 1)
            gradient.colors = [Self.gradientStart.cgColor, Self.gradientEnd.cgColor]
            view.layer.insertSublayer(gradient, at: 0)
            self.gradient = gradient
        }
    }
    // endregion

    // region: styleForLogoImgView
    /// Not opaque: the original set `isOpaque = true` on a clear, aspect-fit image view, whose
    /// drawing UIKit then calls unpredictable.
    func styleForLogoImgView(_ imgView: UIImageView, vm viewModel: LoginViewModel) {
        guard !imgView.isStylized else { return }
        imgView.contentMode = .scaleAspectFit
        imgView.backgroundColor = .clear
        imgView.isOpaque = false
        imgView.clipsToBounds = true
        imgView.layer.masksToBounds = true
        imgView.alpha = 1
        imgView.accessibilityLabel = "MFS"
        imgView.isStylized = true
    }
    // endregion

    func styleForSignInButton(_ button: UIButton, vm viewModel: LoginViewModel) {
        guard !button.isStylized else { return }
        styleButton(button)
        button.backgroundColor = .white
        button.setTitleColor(CellPalette.accent, for: .normal)
        button.isStylized = true
    }

    // region: styleForSignUpButton
    func styleForSignUpButton(_ button: UIButton, vm viewModel: LoginViewModel) {
        guard !button.isStylized else { return }
        styleButton(button)
        button.backgroundColor = .clear
        button.layer.borderWidth = 2
        button.layer.borderColor = UIColor.white.cgColor
        button.setTitleColor(.white, for: .normal)
        button.isStylized = true
    }
    // endregion

    /// What both buttons share: the title font and the rounded corners.
    private func styleButton(_ button: UIButton) {
        button.titleLabel?.font = Self.titleFont
        button.titleLabel?.lineHeight = Self.titleLineHeight
        button.titleLabel?.numberOfLines = 1
        button.contentHorizontalAlignment = .center
        button.layer.cornerRadius = Self.buttonHeight / 2
        button.clipsToBounds = true
    }
}
