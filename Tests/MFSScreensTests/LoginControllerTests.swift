import Testing
import MFS
@testable import MFSScreens

@Suite struct LoginControllerTests {
    private func frames(_ size: Size) -> [String: Rect] {
        let snapshot = LoginScreen().render(ScreenRequest(size: size))
        return Dictionary(uniqueKeysWithValues: snapshot.views.map { ($0.name, $0.frame) })
    }

    @Test func portraitStacksTheButtons() {
        #expect(frames(Size(width: 320, height: 568)) == [
            "logoImgView": Rect(x: 88, y: 102, width: 144, height: 144),
            "signInButton": Rect(x: 24, y: 408, width: 272, height: 50),
            "signUpButton": Rect(x: 24, y: 470, width: 272, height: 50),
        ])
    }

    @Test func landscapePutsTheButtonsOnOppositeSidesAtOneHeight() {
        #expect(frames(Size(width: 568, height: 320)) == [
            "logoImgView": Rect(x: 220, y: 38, width: 128, height: 128),
            "signInButton": Rect(x: 24, y: 222, width: 248, height: 50),
            "signUpButton": Rect(x: 296, y: 222, width: 248, height: 50),
        ])
    }

    @Test func framesArePureAndZeroForAZeroParent() {
        let model = LoginViewModel.mockUp(.ru), size = Size(width: 375, height: 667)
        #expect(LoginController.rectForSignUpButton(model, size) == LoginController.rectForSignUpButton(model, size))
        #expect(model == LoginViewModel.mockUp(.ru))
        #expect(LoginController.rectForLogoImgView(model, .zero) == .zero)
        #expect(LoginController.rectForSignInButton(model, .zero) == .zero)
        #expect(LoginController.rectForSignUpButton(model, .zero) == .zero)
    }

    @Test func theGradientLiesBelowEveryViewAndTitlesComeFromTheModel() {
        let snapshot = LoginScreen().render(ScreenRequest(size: Size(width: 320, height: 568), language: .es))
        #expect(snapshot.gradient == Gradient(from: Color(red: 0.54, green: 0.36, blue: 0.79),
                                               to: Color(red: 0.41, green: 0.59, blue: 0.88)))
        #expect(snapshot.views.compactMap(\.text) == ["Iniciar sesión", "Crear cuenta"])
    }

    /// A controller after `viewDidAppear` at `size`, its trace cleared.
    private func appeared(_ size: Size = Size(width: 320, height: 568)) -> LoginController {
        let controller = LoginController()
        controller.loadView(size: size)
        controller.viewDidAppear()
        return controller
    }

    @Test func firstBuildRunsPrepareUIInThePatternsOrder() {
        #expect(appeared().trace.outline == [
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
        let controller = appeared()
        controller.trace.clear()
        controller.viewWillTransition(to: Size(width: 568, height: 320))
        #expect(controller.trace.outline == ["viewWillTransitionToSize", "  resizeSubviews animated 0.3s easeOut"])
        #expect(controller.signUpButton?.frame == Rect(x: 296, y: 222, width: 248, height: 50))
    }

    @Test func theFirstModelRebuildsAndTheSameModelAgainIsSkipped() {
        let controller = appeared()
        controller.trace.clear()
        controller.viewModel = .mockUp(.en)
        controller.trace.clear()
        controller.viewModel = .mockUp(.en)
        #expect(controller.trace.outline == [
            "setViewModel", "  bindDataFrom skipped: sameViewModel", "  resizeSubviews skipped: sameSize",
        ])
    }

    @Test func aChangeTheUIDoesNotShowIsSkipped() {
        let controller = appeared()
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
        let controller = appeared()
        controller.viewModel = .mockUp(.en)
        controller.trace.clear()
        controller.viewModel = .mockUp(.ru)
        #expect(controller.trace.outline == ["setViewModel", "  bindDataFrom", "  resizeSubviews"])
        #expect(controller.signInButton?.text == "Войти")
    }

    @Test func aModelSetBeforeTheViewLoadsIsOnlyStored() {
        let controller = LoginController()
        controller.viewModel = .mockUp(.es)
        #expect(controller.trace.outline == ["setViewModel", "  prepareUI skipped: viewNotLoaded"])
        #expect(controller.view.subviews.isEmpty)
    }

    @Test func subviewsAreCreatedOnceAndStyledOnce() {
        let controller = appeared()
        let button = controller.signInButton
        controller.initSubviews(.mockUp())
        #expect(controller.signInButton === button)
        button?.backgroundColor = .black
        controller.updateStyles(.mockUp())
        #expect(button?.backgroundColor == .black)
    }
}
