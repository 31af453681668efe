import MFS

/// `UIViewController`: owns a root view, loaded on first access of `view`
/// (`loadView`, then `viewDidLoad`), and gets the appearance, layout and
/// rotation calls from its `UIWindow`. Records its life cycle (`trace`).
open class UIViewController: LifecycleTracing {
    private var loadedView: UIView?
    /// Engine hook: the steps this controller ran and skipped.
    package let trace = Trace()
    /// The window's bounds when the view loads: what the default `loadView` sizes the view to.
    var screenBounds: CGRect = .zero

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

    /// `UIViewController()`: no nib.
    public convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {}

    /// The root view; reading it loads the view if needed (`isViewLoaded` does not).
    public var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { loadedView = newValue }
    }

    public var isViewLoaded: Bool { loadedView != nil }

    /// Creates the root view: a plain view as large as the window. Overrides set `view` and do not call super.
    open func loadView() {
        view = UIView(frame: screenBounds)
    }

    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        viewDidLoad()
    }

    open func viewDidLoad() {}

    open func viewWillAppear(_ animated: Bool) {}

    open func viewDidAppear(_ animated: Bool) {}

    open func viewDidLayoutSubviews() {}

    /// The root view's `safeAreaInsets` changed; a layout pass follows. The default does nothing.
    open func viewSafeAreaInsetsDidChange() {}

    /// The root view is about to take `size`; the coordinator runs completions after it did.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}
}
