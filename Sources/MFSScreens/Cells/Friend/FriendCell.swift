import UIKit

/// A contact: avatar, full name and an optional "last seen" line. A static
/// cell: every frame is the same for every view model, so all of them live in
/// the class cache, and the height is a constant. Management stays here: the
/// main file is short.
public final class FriendCell: UITableViewCell, ViewModelCell {
    // region: setter
    /// Restyles, resizes only while in the table, binds. The original held it weakly (the
    /// table's view model owned it); a Swift struct is held by value.
    public var viewModel: FriendViewModel? {
        didSet {
            traced(.setViewModel) {
                updateStyles(viewModel)
                if superview != nil { resizeSubviews(viewModel) } else { skipped(.resizeSubviews, .notInSuperview) }
                bindDataFrom(viewModel)
            }
        }
    }
    var oldViewModel: FriendViewModel?
    /// The view model of the last resize: the resize guard's own record, not `oldViewModel`.
    var resizedViewModel: FriendViewModel?
    var oldSize: CGSize = .zero
    // endregion

    var avatarImgView: UIImageView?
    var fullNameLbl: UILabel?
    var lastSeenLbl: UILabel?

    // region: init
    public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        traced(.initializer) { prepareUI() }
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
    // endregion

    // region: layoutSubviews
    public override func layoutSubviews() {
        super.layoutSubviews()
        resizeSubviews(viewModel)
    }
    // endregion

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
            if avatarImgView == nil {
                avatarImgView = UIImageView()
                avatarImgView?.accessibilityIdentifier = "avatarImgView"
            }
            if fullNameLbl == nil {
                fullNameLbl = UILabel()
                fullNameLbl?.accessibilityIdentifier = "fullNameLbl"
            }
            if lastSeenLbl == nil {
                lastSeenLbl = UILabel()
                lastSeenLbl?.accessibilityIdentifier = "lastSeenLbl"
            }
        }
    }

    func bindDataFrom(_ viewModel: FriendViewModel?) {
        guard let viewModel else { return skipped(.bindDataFrom, .noViewModel) }
        if let oldViewModel, oldViewModel.isEqualToModel(viewModel) { return skipped(.bindDataFrom, .sameViewModel) }
        oldViewModel = viewModel
        traced(.bindDataFrom) {
            avatarImgView?.image = UIImage(named: CellImages.avatar(for: viewModel.displayName))
            avatarImgView?.accessibilityLabel = viewModel.displayName
            fullNameLbl?.text = viewModel.displayName
            lastSeenLbl?.text = viewModel.showsLastSeen ? viewModel.lastSeen : nil
            lastSeenLbl?.isHidden = !viewModel.showsLastSeen
        }
    }

    // region: resizeSubviews
    func resizeSubviews(_ viewModel: FriendViewModel?) {
        guard let viewModel else { return skipped(.resizeSubviews, .noViewModel) }
        if let resizedViewModel, resizedViewModel.isEqualToModel(viewModel), oldSize == contentView.bounds.size {
            return skipped(.resizeSubviews, .sameSize)
        }
        traced(.resizeSubviews) {
            avatarImgView?.frame = Self.rectForAvatarImgView(viewModel, parentSize: contentView.bounds.size)
            fullNameLbl?.frame = Self.rectForFullNameLbl(viewModel, parentSize: contentView.bounds.size)
            lastSeenLbl?.frame = Self.rectForLastSeenLbl(viewModel, parentSize: contentView.bounds.size)
        }
        resizedViewModel = viewModel
        oldSize = contentView.bounds.size
    }
    // endregion

    func addSubviewsToSuperView() {
        traced(.addSubviewsToSuperView) {
            for subview: UIView? in [avatarImgView, fullNameLbl, lastSeenLbl] {
                if let subview, subview.superview == nil { contentView.addSubview(subview) }
            }
        }
    }
}
