/// `UIActivityIndicatorView`: a spinner that is hidden while stopped (`hidesWhenStopped`).
open class UIActivityIndicatorView: UIView {
    public private(set) var isAnimating = false
    public var hidesWhenStopped = true {
        didSet { isHidden = hidesWhenStopped && !isAnimating }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isHidden = true
    }

    public func startAnimating() {
        isAnimating = true
        isHidden = false
    }

    public func stopAnimating() {
        isAnimating = false
        isHidden = hidesWhenStopped
    }
}
