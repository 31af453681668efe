import MFS

extension WallPostCell {
    var allSubviews: [View] {
        [avatarImgView, ownerNameLbl, postDateLbl, textLbl, readMoreButton, galleryView, commentButton, likeButton,
         repostButton].compactMap { $0 }
    }

    public func initSubviews(_ viewModel: WallPostViewModel?) {
        if avatarImgView == nil { avatarImgView = View(name: "avatarImgView", kind: .image) }
        if ownerNameLbl == nil { ownerNameLbl = View(name: "ownerNameLbl", kind: .label) }
        if postDateLbl == nil { postDateLbl = View(name: "postDateLbl", kind: .label) }
        if textLbl == nil { textLbl = View(name: "textLbl", kind: .label) }
        if readMoreButton == nil { readMoreButton = View(name: "readMoreButton", kind: .button) }
        if galleryView == nil { galleryView = View(name: "galleryView", kind: .image) }
        if commentButton == nil { commentButton = View(name: "commentButton", kind: .button) }
        if likeButton == nil { likeButton = View(name: "likeButton", kind: .button) }
        if repostButton == nil { repostButton = View(name: "repostButton", kind: .button) }
    }

    public func bindDataFrom(_ viewModel: WallPostViewModel) {
        avatarImgView?.imageName = "avatar"
        avatarImgView?.accessibilityLabel = viewModel.displayName
        ownerNameLbl?.text = viewModel.displayName
        postDateLbl?.text = viewModel.displayDate
        textLbl?.text = viewModel.text
        textLbl?.isHidden = viewModel.text.isEmpty
        readMoreButton?.text = CellStrings.readMore(viewModel.language)
        galleryView?.imageName = "gallery"
        galleryView?.accessibilityLabel = CellStrings.photos(viewModel.photoCount, viewModel.language)
        galleryView?.isHidden = viewModel.photoCount == 0
        commentButton?.text = String(viewModel.comments)
        likeButton?.text = String(viewModel.likes)
        repostButton?.text = String(viewModel.reposts)
    }

    /// Also shows "read more" (and cuts the text at the maximum lines) only when
    /// the text exceeds its limit at this width and is collapsed: that depends
    /// on the width, so it is decided here.
    public func resizeSubviews(_ viewModel: WallPostViewModel) {
        let size = contentView.frame.size
        avatarImgView?.setFrame(Self.rectForAvatarImgView(viewModel, size), from: .static)
        ownerNameLbl?.setFrame(Self.rectForOwnerNameLbl(viewModel, size), from: .static)
        postDateLbl?.setFrame(Self.rectForPostDateLbl(viewModel, size), from: .static)
        textLbl?.setFrame(Self.rectForTextLbl(viewModel, size), from: .frames)
        readMoreButton?.setFrame(Self.rectForReadMoreButton(viewModel, size), from: .sizes)
        let isCut = Self.showsReadMore(viewModel, size)
        readMoreButton?.isHidden = !isCut
        textLbl?.numberOfLines = isCut ? Int(Self.maxTextHeight / Self.textLineHeight) : 0
        galleryView?.setFrame(Self.rectForGalleryView(viewModel, size), from: .sizes)
        commentButton?.setFrame(Self.rectForCommentButton(viewModel, size), from: .sizes)
        likeButton?.setFrame(Self.rectForLikeButton(viewModel, size), from: .sizes)
        repostButton?.setFrame(Self.rectForRepostButton(viewModel, size), from: .sizes)
    }

    public func addSubviewsToSuperView() {
        for subview in allSubviews where subview.superview == nil {
            contentView.addSubview(subview)
        }
    }
}
