import UIKit

extension WallPostCell {
    // region: prepareUI
    /// The order of a new cell is resize, then bind, as the original's code does (its prose
    /// says bind, then resize). No remove step: every wall-post cell shows the same kind of content.
    func prepareUI() {
        traced(.prepareUI) {
            initSubviews()
            updateStyles(viewModel)
            resizeSubviews(viewModel)
            bindDataFrom(viewModel)
            addSubviewsToSuperView()
        }
    }
    // endregion

    var allSubviews: [UIView?] {
        [avatarImgView, ownerNameLbl, postDateLbl, textLbl, readMoreBtn, photoGallery, commentBtn, likeBtn, repostBtn]
    }

    func initSubviews() {
        traced(.initSubviews) {
            if avatarImgView == nil { avatarImgView = UIImageView() }
            if ownerNameLbl == nil { ownerNameLbl = UILabel() }
            if postDateLbl == nil { postDateLbl = UILabel() }
            if textLbl == nil { textLbl = UILabel() }
            if readMoreBtn == nil { readMoreBtn = UIButton(type: .custom) }
            if photoGallery == nil {
                photoGallery = UICollectionView()
                photoGallery?.backgroundView = UIImageView(image: UIImage(named: "gallery"))
            }
            if commentBtn == nil { commentBtn = UIButton(type: .custom) }
            if likeBtn == nil { likeBtn = UIButton(type: .custom) }
            if repostBtn == nil { repostBtn = UIButton(type: .custom) }
            avatarImgView?.accessibilityIdentifier = "avatarImgView"
            ownerNameLbl?.accessibilityIdentifier = "ownerNameLbl"
            postDateLbl?.accessibilityIdentifier = "postDateLbl"
            textLbl?.accessibilityIdentifier = "textLbl"
            readMoreBtn?.accessibilityIdentifier = "readMoreBtn"
            photoGallery?.accessibilityIdentifier = "photoGallery"
            commentBtn?.accessibilityIdentifier = "commentBtn"
            likeBtn?.accessibilityIdentifier = "likeBtn"
            repostBtn?.accessibilityIdentifier = "repostBtn"
        }
    }

    // region: bindDataFrom
    /// Where it differs from the original: the name and date fall back when
    /// empty (the original's fallbacks sat inside the non-empty branches and never ran, and an
    /// empty name kept the previous post's); the gallery is filled from the argument, and
    /// reloaded once, here, not twice per resize.
    func bindDataFrom(_ viewModel: WallPostViewModel?) {
        guard let viewModel else { return skipped(.bindDataFrom, .noViewModel) }
        if let oldViewModel, oldViewModel.isEqualToModel(viewModel) { return skipped(.bindDataFrom, .sameViewModel) }
        oldViewModel = viewModel
        traced(.bindDataFrom) {
            avatarImgView?.image = UIImage(named: CellImages.avatar(for: viewModel.displayName))
            avatarImgView?.accessibilityLabel = viewModel.displayName
            ownerNameLbl?.text = viewModel.displayName
            postDateLbl?.text = viewModel.displayDate
            textLbl?.text = viewModel.text
            textLbl?.isHidden = viewModel.text.isEmpty
            readMoreBtn?.setTitle(CellStrings.readMore(viewModel.language), for: .normal)
            photoGallery?.accessibilityLabel = CellStrings.photos(viewModel.photoCount, viewModel.language)
            photoGallery?.isHidden = viewModel.photoCount == 0
            photoGallery?.reloadData()
            commentBtn?.setTitle(String(viewModel.comments), for: .normal)
            likeBtn?.setTitle(String(viewModel.likes), for: .normal)
            repostBtn?.setTitle(String(viewModel.reposts), for: .normal)
        }
    }
    // endregion

    // region: resizeSubviews
    /// Also shows "read more" (and cuts the text at the maximum lines) only when the text
    /// exceeds its limit at this width and is collapsed: that depends on the width, so it is
    /// decided here. The limit is asked at the cell's width, the width the caches are keyed
    /// by; the original asked it at the content view's.
    func resizeSubviews(_ viewModel: WallPostViewModel?) {
        guard let viewModel else { return skipped(.resizeSubviews, .noViewModel) }
        if let resizedViewModel, resizedViewModel.isEqualToModel(viewModel), oldSize == frame.size {
            return skipped(.resizeSubviews, .sameSize)
        }
        traced(.resizeSubviews) {
            let tableSize = frame.size
            avatarImgView?.frame = Self.rectForAvatarImgView(viewModel, tableSize: tableSize)
            ownerNameLbl?.frame = Self.rectForOwnerNameLbl(viewModel, tableSize: tableSize)
            postDateLbl?.frame = Self.rectForPostDateLbl(viewModel, tableSize: tableSize)
            textLbl?.frame = Self.rectForTextLbl(viewModel, tableSize: tableSize)
            readMoreBtn?.frame = Self.rectForReadMoreBtn(viewModel, tableSize: tableSize)
            let isCut = Self.showsReadMore(viewModel, tableSize: tableSize)
            readMoreBtn?.isHidden = !isCut
            textLbl?.numberOfLines = isCut ? Int(Self.maxTextHeight / Self.textLineHeight) : 0
            photoGallery?.frame = Self.rectForPhotoGallery(viewModel, tableSize: tableSize)
            commentBtn?.frame = Self.rectForCommentBtn(viewModel, tableSize: tableSize)
            likeBtn?.frame = Self.rectForLikeBtn(viewModel, tableSize: tableSize)
            repostBtn?.frame = Self.rectForRepostBtn(viewModel, tableSize: tableSize)
        }
        resizedViewModel = viewModel
        oldSize = frame.size
    }
    // endregion

    func addSubviewsToSuperView() {
        traced(.addSubviewsToSuperView) {
            for subview in allSubviews {
                if let subview, subview.superview == nil { contentView.addSubview(subview) }
            }
        }
    }
}
