import UIKit

/// The login screen: a logo and the sign-in and sign-up buttons over a
/// diagonal gradient. Portrait stacks the buttons; landscape puts them at the
/// same height on opposite sides.
public final class LoginController: UIViewController {
    // region: properties
    /// The setter builds the UI the first time, then binds and resizes behind the guards.
    public var viewModel: LoginViewModel? {
        didSet { setViewModel() }
    }
    /// The view model last bound: `bindDataFrom`'s guard.
    var oldViewModel: LoginViewModel?
    /// The view model last resized for: `resizeSubviews`' guard with `oldSize`. The original
    /// compares with `oldViewModel`, which `bindDataFrom` has just stored, so a new view model
    /// at the same size kept stale frames; this guard keeps its own record.
    var resizedViewModel: LoginViewModel?
    /// The view's size at the last resize.
    var oldSize: CGSize = .zero
    /// The view's safe-area insets at the last resize: they change at the same size
    /// when a bar shows or hides, so the guard compares them too.
    var oldSafeAreaInsets: UIEdgeInsets = .zero

    var logoImgView: UIImageView?
    var signInButton: UIButton?
    var signUpButton: UIButton?
    var gradient: CAGradientLayer?
    // endregion

    // region: init
    /// The original's factory `+initWithViewModel:`: the mock-up when `viewModel` is nil. It
    /// only stores the view model: the original read `self.view` in its setter, which loaded the
    /// view and built the UI off screen.
    public init(viewModel: LoginViewModel? = nil) {
        self.viewModel = viewModel ?? .mockUp()
        super.init(nibName: nil, bundle: nil)
    }
    // endregion

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    // region: actions
    public func signInBtnAction(_ sender: UIButton) {
        viewModel?.signInBtnAction()
    }

    public func signUpBtnAction(_ sender: UIButton) {
        viewModel?.signUpBtnAction()
    }
    // endregion

    // region: viewDidAppear
    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        prepareUI()
    }
    // endregion

    // region: rotation
    /// After the rotation, `resizeSubviews` in a 0.3 s ease-out animation. Unlike the
    /// original, it calls super.
    public override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: nil) { [weak self] _ in
            UIView.animate(withDuration: 0.3, delay: 0, options: .curveEaseOut, animations: {
                self?.resizeSubviews(self?.viewModel)
            })
        }
    }
    // endregion

    // region: safeArea
    /// A bar showed or hid, or the insets changed at the same size: `resizeSubviews`,
    /// whose guard compares the insets as well as the size.
    public override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        resizeSubviews(viewModel)
    }
    // endregion

    // region: setter
    /// With nothing bound yet, builds the UI; else binds and resizes. It tests `isViewLoaded`:
    /// the original read `self.view`, which loads the view, so its test always passed.
    private func setViewModel() {
        traced(.setViewModel) {
            guard isViewLoaded else { return skipped(.prepareUI, .viewNotLoaded) }
            if oldViewModel == nil {
                prepareUI()
            } else {
                bindDataFrom(viewModel)
                resizeSubviews(viewModel)
            }
        }
    }
    // endregion
}
