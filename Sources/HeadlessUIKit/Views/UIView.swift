/// `UIView`: a frame in its superview's coordinates, subviews, a layer and the
/// style values the screens set. Draws nothing: the engine snapshots the tree.
/// Not thread-safe: views belong to the main thread, as on iOS.
///
/// The engine reads `accessibilityIdentifier` as the view's name in the frame
/// tree (the screens set it to the property's name), and lays a view out as
/// UIKit does: a new size marks it as needing layout, and `layoutIfNeeded`
/// then calls `layoutSubviews` once.
open class UIView {
    public var frame: CGRect = .zero {
        didSet { if frame.size != oldValue.size { setNeedsLayout() } }
    }

    /// The view's own coordinates: origin zero, the frame's size.
    public var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }

    /// The insets of the area the system's bars and the screen's corners leave free, in
    /// the view's own coordinates. Zero unless the engine sets a root view's
    /// (`UIWindow.setSafeAreaInsets`); on iOS every view gets the part that overlaps it.
    public internal(set) var safeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            guard safeAreaInsets != oldValue else { return }
            safeAreaInsetsDidChange()
            setNeedsLayout()
        }
    }

    public private(set) weak var superview: UIView?
    public private(set) var subviews: [UIView] = []
    public let layer = CALayer()

    public var isHidden = false
    public var alpha: CGFloat = 1
    public var isOpaque = true
    public var backgroundColor: UIColor?
    public var contentMode: ContentMode = .scaleToFill
    /// `layer.masksToBounds`, as on iOS.
    public var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// The name the engine gives the view in its frame tree (`data-name`).
    public var accessibilityIdentifier: String?
    /// A short description for readers who cannot see the view.
    public var accessibilityLabel: String?

    /// A new view has never been laid out.
    private var needsLayout = true

    public init(frame: CGRect) {
        self.frame = frame
    }

    /// Decodes nothing: the engine builds views in code. A view made so is empty.
    public required init?(coder: NSCoder) {}

    public convenience init() {
        self.init(frame: .zero)
    }

    /// Adds `view` as the topmost subview, removing it from its previous superview.
    public func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` among the subviews (0 is the bottom).
    public func insertSubview(_ view: UIView, at index: Int) {
        precondition(view !== self, "a view cannot be its own subview")
        view.removeFromSuperview()
        subviews.insert(view, at: min(index, subviews.count))
        view.superview = self
        setNeedsLayout()
    }

    /// Detaches the view from its superview; does nothing without one.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// The size the view would fit in `size`; the default is its current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        bounds.size
    }
    /// `safeAreaInsets` changed; a layout pass follows. The default does nothing.
    open func safeAreaInsetsDidChange() {}

    /// Lays the subviews out; the default does nothing.
    open func layoutSubviews() {}

    /// What a layout pass calls: `layoutSubviews`, which a traced view records.
    func runLayoutSubviews() {
        layoutSubviews()
    }

    public func setNeedsLayout() {
        needsLayout = true
    }

    /// Runs `layoutSubviews` if a layout is pending, then lays out the subviews that need it.
    public func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            runLayoutSubviews()
        }
        for subview in subviews { subview.layoutIfNeeded() }
    }
}
