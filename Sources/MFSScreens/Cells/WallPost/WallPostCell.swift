import UIKit

/// A wall post: avatar, owner name and date, expandable text with "read
/// more", a photo gallery, and comment / like / repost buttons with counters.
/// The main file holds the setter, the life cycle and the action; the steps are in `+Management`.
public final class WallPostCell: UITableViewCell, ViewModelCell {
    // region: setter
    /// Restyles, resizes only while in the table, binds. A dequeued cell is not in the
    /// table yet, so it binds first and resizes in `layoutSubviews` once the table has
    /// placed it. The original held it weakly (the table's view model owned it); a Swift
    /// struct is held by value.
    public var viewModel: WallPostViewModel? {
        didSet {
            updateStyles(viewModel)
            resizeSubviews(viewModel)
            bindDataFrom(viewModel)
        }
    }
    var oldViewModel: WallPostViewModel?
    /// The view model of the last resize: the resize guard's own record. The original
    /// compared with `oldViewModel`, which a setter that skipped resizing (no superview)
    /// had already stored, so `layoutSubviews` kept the previous post's frames.
    var resizedViewModel: WallPostViewModel?
    var oldSize: CGSize = .zero
    // endregion

    var avatarImgView: UIImageView?
    var ownerNameLbl: UILabel?
    var postDateLbl: UILabel?
    var textLbl: UILabel?
    var readMoreBtn: UIButton?
    var photoGallery: UICollectionView?
    var commentBtn: UIButton?
    var likeBtn: UIButton?
    var repostBtn: UIButton?
    /// Called with the cell when its "read more" is tapped: the table's owner finds the
    /// row and flips the post's `isExpandText`.
    public var onReadMore: ((WallPostCell) -> Void)?

    // region: init
    public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        prepareUI()
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

    // region: readMore
    /// The "read more" button's action, wired in `initSubviews`: hands the cell to `onReadMore`.
    @objc func readMoreBtnTapped(_ sender: UIButton) {
        onReadMore?(self)
    }
    // endregion
}
