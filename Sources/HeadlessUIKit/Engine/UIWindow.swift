/// `UIWindow`, and the engine's stand-in for the system around it: it installs
/// the root controller's view at the window's size, shows it
/// (`makeKeyAndVisible`: `viewWillAppear`, `viewDidAppear`, a layout pass) and
/// rotates it (`transition(to:)`, engine hook: on iOS the system does this).
open class UIWindow: UIView {
    public var rootViewController: UIViewController? {
        didSet {
            oldValue?.view.removeFromSuperview()
            guard let controller = rootViewController else { return }
            controller.screenBounds = bounds
            controller.view.frame = bounds
            addSubview(controller.view)
        }
    }

    /// Shows the root controller: `viewWillAppear(false)`, `viewDidAppear(false)` (traced), then lays out.
    public func makeKeyAndVisible() {
        guard let controller = rootViewController else { return }
        controller.viewWillAppear(false)
        controller.traced(.viewDidAppear) { controller.viewDidAppear(false) }
        layoutPass()
    }

    /// Engine hook: the device turns. The controller gets
    /// `viewWillTransition(to:with:)` (traced); the window and root view then take
    /// `size`, alongside blocks and completions run, and the tree is laid out.
    package func transition(to size: CGSize) {
        guard let controller = rootViewController else { return }
        let coordinator = RotationCoordinator()
        controller.traced(.viewWillTransitionToSize) {
            controller.viewWillTransition(to: size, with: coordinator)
            frame.size = size
            controller.view.frame = bounds
            coordinator.run()
        }
        layoutPass()
    }

    /// Engine hook: the system's bars or the screen's corners change what the
    /// root view can use, at the same size (on iOS the system does this). The root
    /// view takes `insets` (`safeAreaInsetsDidChange`), the controller gets
    /// `viewSafeAreaInsetsDidChange`, and the tree is laid out.
    public func setSafeAreaInsets(_ insets: UIEdgeInsets) {
        guard let controller = rootViewController, controller.view.safeAreaInsets != insets else { return }
        controller.view.safeAreaInsets = insets
        controller.viewSafeAreaInsetsDidChange()
        layoutPass()
    }

    /// `layoutIfNeeded` down the tree, then the root controller's `viewDidLayoutSubviews`.
    private func layoutPass() {
        layoutIfNeeded()
        rootViewController?.viewDidLayoutSubviews()
    }
}
