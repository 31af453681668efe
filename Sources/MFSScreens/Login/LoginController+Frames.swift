import UIKit

/// Class-level frame functions: each depends only on the view model and the
/// parent's frame, and returns whole-point frames; an empty parent gives a zero frame.
extension LoginController {
    static let margin: CGFloat = 24
    static let buttonHeight: CGFloat = 50
    static let buttonSpacing: CGFloat = 12
    static let maxButtonWidth: CGFloat = 320

    // region: logo
    static func rectForLogoImgView(_ viewModel: LoginViewModel, parentFrame: CGRect) -> CGRect {
        guard !parentFrame.isEmpty else { return .zero }
        let isLandscape = parentFrame.width > parentFrame.height
        let side = (min(parentFrame.width, parentFrame.height) * (isLandscape ? 0.4 : 0.45)).rounded()
        let top = (parentFrame.height * (isLandscape ? 0.12 : 0.18)).rounded()
        return CGRect(x: ((parentFrame.width - side) / 2).rounded(.down), y: top, width: side, height: side)
    }
    // endregion

    // region: buttons
    static func rectForSignInButton(_ viewModel: LoginViewModel, parentFrame: CGRect) -> CGRect {
        guard !parentFrame.isEmpty else { return .zero }
        let width = buttonWidth(parentFrame)
        if parentFrame.width > parentFrame.height {
            return CGRect(x: margin, y: buttonsTop(parentFrame), width: width, height: buttonHeight)
        }
        return CGRect(x: ((parentFrame.width - width) / 2).rounded(.down), y: buttonsTop(parentFrame),
                      width: width, height: buttonHeight)
    }

    static func rectForSignUpButton(_ viewModel: LoginViewModel, parentFrame: CGRect) -> CGRect {
        guard !parentFrame.isEmpty else { return .zero }
        let signIn = rectForSignInButton(viewModel, parentFrame: parentFrame)
        if parentFrame.width > parentFrame.height {
            return CGRect(x: parentFrame.width - margin - signIn.width, y: signIn.minY,
                          width: signIn.width, height: buttonHeight)
        }
        return CGRect(x: signIn.minX, y: signIn.maxY + buttonSpacing, width: signIn.width, height: buttonHeight)
    }

    /// Portrait: one column as wide as the screen allows; landscape: two columns.
    private static func buttonWidth(_ parentFrame: CGRect) -> CGFloat {
        let available = parentFrame.width > parentFrame.height
            ? (parentFrame.width - 3 * margin) / 2 : parentFrame.width - 2 * margin
        return min(available, maxButtonWidth).rounded(.down)
    }

    /// The top of the button area, measured up from the bottom margin.
    private static func buttonsTop(_ parentFrame: CGRect) -> CGFloat {
        let rows: CGFloat = parentFrame.width > parentFrame.height ? 1 : 2
        let height = rows * buttonHeight + (rows - 1) * buttonSpacing
        return parentFrame.height - 2 * margin - height
    }
    // endregion
}
