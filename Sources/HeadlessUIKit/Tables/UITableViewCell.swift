import MFS

/// `UITableViewCell`: a view with a `contentView` as large as itself that
/// holds the cell's subviews, a reuse identifier, and `prepareForReuse`.
/// Records its life cycle (`trace`); a `layoutSubviews` the layout pass runs is traced.
open class UITableViewCell: UIView, LifecycleTracing {
    /// `UITableViewCell.CellStyle`.
    public enum CellStyle: Sendable {
        case `default`, value1, value2, subtitle
    }

    /// `UITableViewCell.SelectionStyle`.
    public enum SelectionStyle: Sendable {
        case none, blue, gray, `default`
    }

    public let contentView = UIView()
    public let reuseIdentifier: String?
    public var selectionStyle: SelectionStyle = .default
    /// Engine hook: the steps this cell ran and skipped.
    package let trace = Trace()

    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// The table is about to hand the cell out again.
    open func prepareForReuse() {}

    /// Keeps `contentView` as large as the cell.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }

    override func runLayoutSubviews() {
        traced(.layoutSubviews) { layoutSubviews() }
    }
}
