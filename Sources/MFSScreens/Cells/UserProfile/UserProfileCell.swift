import UIKit

/// The profile header: a large avatar, the name, and the measured status.
/// Management stays here: the main file is short.
public final class UserProfileCell: UITableViewCell, ViewModelCell {
    /// Restyles, resizes only while in the table, binds. The original held it weakly (the
    /// table's view model owned it); a Swift struct is held by value.
    public var viewModel: UserProfileViewModel? {
        didSet {
            traced(.setViewModel) {
                updateStyles(viewModel)
                if superview != nil { resizeSubviews(viewModel) } else { skipped(.resizeSubviews, .notInSuperview) }
                bindDataFrom(viewModel)
            }
        }
    }
    var oldViewModel: UserProfileViewModel?
    /// The view model of the last resize: the resize guard's own record, not `oldViewModel`.
    var resizedViewModel: UserProfileViewModel?
    var oldSize: CGSize = .zero

    var avatarImgView: UIImageView?
    var fullNameLbl: UILabel?
    var statusLbl: UILabel?

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
            if avatarImgView == nil {
                avatarImgView = UIImageView()
                avatarImgView?.accessibilityIdentifier = "avatarImgView"
            }
            if fullNameLbl == nil {
                fullNameLbl = UILabel()
                fullNameLbl?.accessibilityIdentifier = "fullNameLbl"
            }
            if statusLbl == nil {
                statusLbl = UILabel()
                statusLbl?.accessibilityIdentifier = "statusLbl"
            }
        }
    }

    func bindDataFrom(_ viewModel: UserProfileViewModel?) {
        guard let viewModel else { return skipped(.bindDataFrom, .noViewModel) }
        if let oldViewModel, oldViewModel.isEqualToModel(viewModel) { return skipped(.bindDataFrom, .sameViewModel) }
        oldViewModel = viewModel
        traced(.bindDataFrom) {
            avatarImgView?.image = UIImage(named: CellImages.avatar(for: viewModel.displayName))
            avatarImgView?.accessibilityLabel = viewModel.displayName
            fullNameLbl?.text = viewModel.displayName
            statusLbl?.text = viewModel.status
            statusLbl?.isHidden = viewModel.status.isEmpty
        }
    }

    func resizeSubviews(_ viewModel: UserProfileViewModel?) {
        guard let viewModel else { return skipped(.resizeSubviews, .noViewModel) }
        if let resizedViewModel, resizedViewModel.isEqualToModel(viewModel), oldSize == contentView.bounds.size {
            return skipped(.resizeSubviews, .sameSize)
        }
        traced(.resizeSubviews) {
            avatarImgView?.frame = Self.rectForAvatarImgView(viewModel, parentSize: contentView.bounds.size)
            fullNameLbl?.frame = Self.rectForFullNameLbl(viewModel, parentSize: contentView.bounds.size)
            statusLbl?.frame = Self.rectForStatusLbl(viewModel, parentSize: contentView.bounds.size)
        }
        resizedViewModel = viewModel
        oldSize = contentView.bounds.size
    }

    func addSubviewsToSuperView() {
        traced(.addSubviewsToSuperView) {
            for subview: UIView? in [avatarImgView, fullNameLbl, statusLbl] {
                if let subview, subview.superview == nil { contentView.addSubview(subview) }
            }
        }
    }
}
