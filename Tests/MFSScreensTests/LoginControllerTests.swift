import Testing
import UIKit
import MFS
@testable import MFSScreens

@Suite struct LoginControllerTests {
    private func frames(_ size: Size) -> [String: Rect] {
        let snapshot = LoginScreen().render(ScreenRequest(size: size))
        return Dictionary(uniqueKeysWithValues: snapshot.views.map { ($0.name, $0.frame) })
    }

    @Test func portraitStacksTheButtons() {
        #expect(frames(CGSize(width: 320, height: 568)) == [
            "logoImgView": Rect(x: 88, y: 102, width: 144, height: 144),
            "signInButton": Rect(x: 24, y: 408, width: 272, height: 50),
            "signUpButton": Rect(x: 24, y: 470, width: 272, height: 50),
        ])
    }

    @Test func landscapePutsTheButtonsOnOppositeSidesAtOneHeight() {
        #expect(frames(CGSize(width: 568, height: 320)) == [
            "logoImgView": Rect(x: 220, y: 38, width: 128, height: 128),
            "signInButton": Rect(x: 24, y: 222, width: 248, height: 50),
            "signUpButton": Rect(x: 296, y: 222, width: 248, height: 50),
        ])
    }

    @Test func framesArePureAndZeroForAZeroParent() {
        let model = LoginViewModel.mockUp(.ru), frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        #expect(LoginController.rectForSignUpButton(model, parentFrame: frame)
            == LoginController.rectForSignUpButton(model, parentFrame: frame))
        #expect(model == LoginViewModel.mockUp(.ru))
        #expect(LoginController.rectForLogoImgView(model, parentFrame: .zero) == .zero)
        #expect(LoginController.rectForSignInButton(model, parentFrame: .zero) == .zero)
        #expect(LoginController.rectForSignUpButton(model, parentFrame: .zero) == .zero)
    }

    @Test func theGradientLiesBelowEveryViewAndTitlesComeFromTheModel() {
        let snapshot = LoginScreen().render(ScreenRequest(size: Size(width: 320, height: 568), language: .es))
        #expect(snapshot.gradient == Gradient(from: Color(red: 0.54, green: 0.36, blue: 0.79),
                                               to: Color(red: 0.41, green: 0.59, blue: 0.88)))
        #expect(snapshot.views.compactMap(\.text) == ["Iniciar sesión", "Crear cuenta"])
    }

    /// A controller shown in a window of `size` (`viewDidAppear`), and the window.
    func appeared(_ size: CGSize = CGSize(width: 320, height: 568)) -> (LoginController, UIWindow) {
        let controller = LoginController(), window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return (controller, window)
    }

    @Test func firstBuildRunsPrepareUIInThePatternsOrder() {
        #expect(appeared().0.trace.outline == [
            "viewDidAppear",
            "  prepareUI",
            "    removeSubviews",
            "    initSubviews",
            "    updateStyles",
            "    bindDataFrom",
            "    resizeSubviews",
            "    addSubviewsToSuperView",
            "    postUIsetting",
        ])
    }

    @Test func rotationResizesInsideTheAnimation() {
        let (controller, window) = appeared()
        controller.trace.clear()
        window.transition(to: CGSize(width: 568, height: 320))
        #expect(controller.trace.outline == ["viewWillTransitionToSize", "  resizeSubviews animated 0.3s easeOut"])
        #expect(controller.signUpButton?.frame == CGRect(x: 296, y: 222, width: 248, height: 50))
        #expect(controller.gradient?.frame == CGRect(x: 0, y: 0, width: 568, height: 320))
    }

    /// A bar shows at the same size: only the insets change. The controller resizes
    /// (its guard compares the insets too); the same insets again are skipped.
    @Test func aSafeAreaOnlyChangeResizesAtTheSameSize() {
        let (controller, window) = appeared()
        controller.trace.clear()
        let insets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        window.setSafeAreaInsets(insets)
        #expect(controller.view.safeAreaInsets == insets && controller.view.bounds.size == CGSize(width: 320, height: 568))
        #expect(controller.trace.outline == ["resizeSubviews"])
        controller.trace.clear()
        controller.resizeSubviews(controller.viewModel)
        #expect(controller.trace.outline == ["resizeSubviews skipped: sameSize"])
    }

    @Test func theFirstModelRebuildsAndTheSameModelAgainIsSkipped() {
        let (controller, _) = appeared()
        controller.trace.clear()
        controller.viewModel = .mockUp(.en)
        controller.trace.clear()
        controller.viewModel = .mockUp(.en)
        #expect(controller.trace.outline == [
            "setViewModel", "  bindDataFrom skipped: sameViewModel", "  resizeSubviews skipped: sameSize",
        ])
    }

    @Test func aChangeTheUIDoesNotShowIsSkipped() {
        let (controller, _) = appeared()
        controller.viewModel = .mockUp(.en)
        controller.trace.clear()
        var hidden = LoginViewModel.mockUp(.en)
        hidden.analyticsTag = "campaign-7"
        controller.viewModel = hidden
        #expect(controller.trace.outline == [
            "setViewModel", "  bindDataFrom skipped: sameViewModel", "  resizeSubviews skipped: sameSize",
        ])
    }

    @Test func aNewModelBindsThenResizes() {
        let (controller, _) = appeared()
        controller.viewModel = .mockUp(.en)
        controller.trace.clear()
        controller.viewModel = .mockUp(.ru)
        #expect(controller.trace.outline == ["setViewModel", "  bindDataFrom", "  resizeSubviews"])
        #expect(controller.signInButton?.title(for: .normal) == "Войти")
    }

    @Test func aModelSetBeforeTheViewLoadsIsOnlyStored() {
        let controller = LoginController()
        controller.viewModel = .mockUp(.es)
        #expect(controller.trace.outline == ["setViewModel", "  prepareUI skipped: viewNotLoaded"])
        #expect(!controller.isViewLoaded)
    }

    @Test func subviewsAreCreatedOnceAndStyledOnce() {
        let (controller, _) = appeared()
        let button = controller.signInButton
        controller.initSubviews(.mockUp())
        #expect(controller.signInButton === button)
        button?.backgroundColor = .black
        controller.updateStyles(.mockUp())
        #expect(button?.backgroundColor == .black)
    }
}

extension LoginControllerTests {
    /// A second `prepareUI` (every appearance) rebuilds a filled, sized UI: the original kept
    /// `oldViewModel` and `oldSize` across `removeSubviews`, so it showed empty buttons (A.6.1).
    @Test func appearingAgainRebuildsAFilledUI() {
        let (controller, window) = appeared()
        window.makeKeyAndVisible()
        #expect(controller.signInButton?.title(for: .normal) == "Sign in")
        #expect(controller.signInButton?.frame == CGRect(x: 24, y: 408, width: 272, height: 50))
        #expect(controller.view.subviews.count == 3)
        #expect(controller.view.layer.sublayers?.count == 1)
    }

    /// A new view model at the same size resizes: the resize guard keeps its own record of the
    /// view model, not the `oldViewModel` that binding has just stored (A.6.2).
    @Test func aNewModelAtTheSameSizeIsResizedToo() {
        let (controller, _) = appeared()
        controller.trace.clear()
        var model = LoginViewModel.mockUp(.en)
        model.imageName = "logo-dark"
        controller.viewModel = model
        #expect(controller.trace.outline == ["setViewModel", "  bindDataFrom", "  resizeSubviews"])
    }
}
