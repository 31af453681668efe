import MFS

/// Pure frame functions: each depends only on the view model and the parent
/// size, and returns whole-point frames; a zero parent size gives a zero frame.
extension LoginController {
    static let margin = 24.0
    static let buttonHeight = 50.0
    static let buttonSpacing = 12.0
    static let maxButtonWidth = 320.0

    static func rectForLogoImgView(_ viewModel: LoginViewModel, _ parentSize: Size) -> Rect {
        guard !parentSize.isEmpty else { return .zero }
        let side = (min(parentSize.width, parentSize.height) * (parentSize.isLandscape ? 0.4 : 0.45)).rounded()
        let top = (parentSize.height * (parentSize.isLandscape ? 0.12 : 0.18)).rounded()
        return Rect(x: ((parentSize.width - side) / 2).rounded(.down), y: top, width: side, height: side)
    }

    static func rectForSignInButton(_ viewModel: LoginViewModel, _ parentSize: Size) -> Rect {
        guard !parentSize.isEmpty else { return .zero }
        let width = buttonWidth(parentSize)
        if parentSize.isLandscape {
            return Rect(x: margin, y: buttonsTop(parentSize), width: width, height: buttonHeight)
        }
        return Rect(x: ((parentSize.width - width) / 2).rounded(.down), y: buttonsTop(parentSize),
                    width: width, height: buttonHeight)
    }

    static func rectForSignUpButton(_ viewModel: LoginViewModel, _ parentSize: Size) -> Rect {
        guard !parentSize.isEmpty else { return .zero }
        let signIn = rectForSignInButton(viewModel, parentSize)
        if parentSize.isLandscape {
            return Rect(x: parentSize.width - margin - signIn.width, y: signIn.minY,
                        width: signIn.width, height: buttonHeight)
        }
        return Rect(x: signIn.minX, y: signIn.maxY + buttonSpacing, width: signIn.width, height: buttonHeight)
    }

    /// Portrait: one column as wide as the screen allows; landscape: two columns.
    private static func buttonWidth(_ parentSize: Size) -> Double {
        let available = parentSize.isLandscape ? (parentSize.width - 3 * margin) / 2 : parentSize.width - 2 * margin
        return min(available, maxButtonWidth).rounded(.down)
    }

    /// The top of the button area, measured up from the bottom margin.
    private static func buttonsTop(_ parentSize: Size) -> Double {
        let rows = parentSize.isLandscape ? 1.0 : 2.0
        let height = rows * buttonHeight + (rows - 1) * buttonSpacing
        return parentSize.height - 2 * margin - height
    }
}
