/// `UIScrollView`: a window of `bounds.size` onto content of `contentSize`,
/// scrolled to `contentOffset`. Moving the offset lays the view out at once
/// (UIKit waits for the next layout pass), then tells the delegate (`scrollViewDidScroll`).
open class UIScrollView: UIView {
    public var contentSize: CGSize = .zero
    public var contentOffset: CGPoint = .zero {
        didSet {
            guard contentOffset != oldValue else { return }
            setNeedsLayout()
            layoutIfNeeded()
            scrollDelegate?.scrollViewDidScroll(self)
        }
    }

    /// What `UITableView.delegate` is stored as (UIKit's `UIScrollView.delegate`).
    weak var scrollDelegate: (any UIScrollViewDelegate)?
}

/// `UIScrollViewDelegate`.
public protocol UIScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}
