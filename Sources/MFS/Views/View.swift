/// A headless view: the engine's stand-in for `UIView` and its subclasses.
///
/// It has a frame in its super view's coordinates, a hidden flag, a super view
/// and subviews, and the style values the MFS `styleFor` functions set. It does
/// no drawing: the site draws a snapshot of it. Not thread-safe: a view tree
/// belongs to one task, as UIKit views belong to the main thread.
public final class View {
    /// The property name of the view in its screen (`signInButton`), used as `data-name`.
    public let name: String
    public let kind: ViewKind

    public var frame: Rect = .zero
    /// Which cache the current frame came from; set with the frame by `resizeSubviews`.
    public var frameSource: FrameSource = .none
    public var isHidden = false
    public private(set) weak var superview: View?
    public private(set) var subviews: [View] = []

    // Style values, set by the Styles category.
    public var backgroundColor: Color?
    public var gradient: Gradient?
    public var cornerRadius: Double = 0
    public var clipsToBounds = false
    public var borderWidth: Double = 0
    public var borderColor: Color?
    public var font: Font?
    public var lineHeight: Double?
    /// 0 means no limit, as `UILabel.numberOfLines`.
    public var numberOfLines = 0
    public var textColor: Color?
    public var textAlignment: TextAlignment = .left
    /// Set once a style function has styled this view, so reuse skips it.
    public var isStylized = false

    // Content, set by `bindDataFrom`.
    public var text: String?
    public var imageName: String?
    /// A short description for readers who cannot see the image.
    public var accessibilityLabel: String?

    public init(name: String, kind: ViewKind = .view) {
        self.name = name
        self.kind = kind
    }

    /// Adds `view` as the last subview, removing it from its previous super view.
    public func addSubview(_ view: View) {
        precondition(view !== self, "a view cannot be its own subview")
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// Inserts `view` below every other subview.
    public func insertSubview(_ view: View, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: min(index, subviews.count))
        view.superview = self
    }

    /// Detaches the view from its super view; does nothing without one.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Removes every subview (the pattern's `removeSubviews`); returns how many were removed.
    @discardableResult
    public func removeAllSubviews() -> Int {
        let count = subviews.count
        for view in subviews { view.superview = nil }
        subviews.removeAll()
        return count
    }
}
