import UIKit

/// A chat message: the measured text in a bubble. Management stays here.
public final class MessageCell: UITableViewCell, ViewModelCell {
    /// Restyles, resizes only while in the table, binds. The original held it weakly (the
    /// table's view model owned it); a Swift struct is held by value.
    public var viewModel: MessageViewModel? {
        didSet {
            traced(.setViewModel) {
                updateStyles(viewModel)
                if superview != nil { resizeSubviews(viewModel) } else { skipped(.resizeSubviews, .notInSuperview) }
                bindDataFrom(viewModel)
            }
        }
    }
    var oldViewModel: MessageViewModel?
    /// The view model of the last resize: the resize guard's own record, not `oldViewModel`.
    var resizedViewModel: MessageViewModel?
    var oldSize: CGSize = .zero

    var bubbleView: UIView?
    var messageLbl: UILabel?

    public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        traced(.initializer) { prepareUI() }
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        resizeSubviews(viewModel)
    }

    func prepareUI() {
        traced(.prepareUI) {
            initSubviews()
            updateStyles(viewModel)
            resizeSubviews(viewModel)
            bindDataFrom(viewModel)
            addSubviewsToSuperView()
        }
    }

    func initSubviews() {
        traced(.initSubviews) {
            if bubbleView == nil {
                bubbleView = UIView()
                bubbleView?.accessibilityIdentifier = "bubbleView"
            }
            if messageLbl == nil {
                messageLbl = UILabel()
                messageLbl?.accessibilityIdentifier = "messageLbl"
            }
        }
    }

    func bindDataFrom(_ viewModel: MessageViewModel?) {
        guard let viewModel else { return skipped(.bindDataFrom, .noViewModel) }
        if let oldViewModel, oldViewModel.isEqualToModel(viewModel) { return skipped(.bindDataFrom, .sameViewModel) }
        oldViewModel = viewModel
        traced(.bindDataFrom) {
            messageLbl?.text = viewModel.text
            messageLbl?.isHidden = viewModel.text.isEmpty
        }
    }

    func resizeSubviews(_ viewModel: MessageViewModel?) {
        guard let viewModel else { return skipped(.resizeSubviews, .noViewModel) }
        if let resizedViewModel, resizedViewModel.isEqualToModel(viewModel), oldSize == contentView.bounds.size {
            return skipped(.resizeSubviews, .sameSize)
        }
        traced(.resizeSubviews) {
            messageLbl?.frame = Self.rectForMessageLbl(viewModel, parentSize: contentView.bounds.size)
            bubbleView?.frame = Self.rectForBubbleView(viewModel, parentSize: contentView.bounds.size)
        }
        resizedViewModel = viewModel
        oldSize = contentView.bounds.size
    }

    func addSubviewsToSuperView() {
        traced(.addSubviewsToSuperView) {
            for subview: UIView? in [bubbleView, messageLbl] {
                if let subview, subview.superview == nil { contentView.addSubview(subview) }
            }
        }
    }
}
