import UIKit

extension WallPostCell {
    // region: prepareUI
    /// The pattern's order is resize, then bind, as the original's code has it (its prose
    /// says bind, then resize); in the initializer the view model is still nil, so both are
    /// skipped, and a dequeued cell binds in the setter before it resizes in `layoutSubviews`.
    /// No remove step: every wall-post cell shows the same kind of content.
    func prepareUI() {
        initSubviews()
        updateStyles(viewModel)
        resizeSubviews(viewModel)
        bindDataFrom(viewModel)
        addSubviewsToSuperView()
    }
    // endregion

    var allSubviews: [UIView?] {
        [avatarImgView, ownerNameLbl, postDateLbl, textLbl, readMoreBtn, photoGallery, commentBtn, likeBtn, repostBtn]
    }

    func initSubviews() {
        if avatarImgView == nil { avatarImgView = UIImageView() }
        if ownerNameLbl == nil { ownerNameLbl = UILabel() }
        if postDateLbl == nil { postDateLbl = UILabel() }
        if textLbl == nil { textLbl = UILabel() }
        if readMoreBtn == nil {
            readMoreBtn = UIButton(type: .custom)
            readMoreBtn?.addTarget(self, action: #selector(readMoreBtnTapped(_:)), for: .touchUpInside)
        }
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

    // region: bindDataFrom
    /// Where it differs from the original: the name and date fall back when
    /// empty (the original's fallbacks sat inside the non-empty branches and never ran, and an
    /// empty name kept the previous post's); the gallery is filled from the argument, and
    /// reloaded once, here, not twice per resize.
    func bindDataFrom(_ viewModel: WallPostViewModel?) {
        guard let viewModel else { return }
        if let oldViewModel, oldViewModel.isEqualToModel(viewModel) { return }
        oldViewModel = viewModel
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
    // endregion

    // region: resizeSubviews
    /// Lays out in `contentView.bounds`: the frames and the caches' keys are the content
    /// view's width. Also shows "read more" (and cuts the text at the maximum lines) only
    /// when the text exceeds its limit at this width and is collapsed: that depends on the
    /// width, so it is decided here.
    func resizeSubviews(_ viewModel: WallPostViewModel?) {
        guard let viewModel else { return }
        guard superview != nil else { return }
        if let resizedViewModel, resizedViewModel.isEqualToModel(viewModel), oldSize == contentView.bounds.size {
            return
        }
        let contentSize = contentView.bounds.size
        avatarImgView?.frame = Self.rectForAvatarImgView(viewModel, parentSize: contentSize)
        ownerNameLbl?.frame = Self.rectForOwnerNameLbl(viewModel, parentSize: contentSize)
        postDateLbl?.frame = Self.rectForPostDateLbl(viewModel, parentSize: contentSize)
        textLbl?.frame = Self.rectForTextLbl(viewModel, parentSize: contentSize)
        readMoreBtn?.frame = Self.rectForReadMoreBtn(viewModel, parentSize: contentSize)
        let isCut = Self.showsReadMore(viewModel, parentSize: contentSize)
        readMoreBtn?.isHidden = !isCut
        textLbl?.numberOfLines = isCut ? Int(Self.maxTextHeight / Self.textLineHeight) : 0
        photoGallery?.frame = Self.rectForPhotoGallery(viewModel, parentSize: contentSize)
        commentBtn?.frame = Self.rectForCommentBtn(viewModel, parentSize: contentSize)
        likeBtn?.frame = Self.rectForLikeBtn(viewModel, parentSize: contentSize)
        repostBtn?.frame = Self.rectForRepostBtn(viewModel, parentSize: contentSize)
        resizedViewModel = viewModel
        oldSize = contentView.bounds.size
    }
    // endregion

    func addSubviewsToSuperView() {
        for subview in allSubviews {
            if let subview, subview.superview == nil { contentView.addSubview(subview) }
        }
    }
}
