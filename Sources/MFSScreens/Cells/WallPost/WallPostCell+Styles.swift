import MFS

extension WallPostCell {
    static let nameFont = Font.inter(15, .semibold)
    static let nameLineHeight = 20.0
    static let dateFont = Font.inter(13)
    static let dateLineHeight = 18.0
    static let textFont = Font.inter(15)
    static let textLineHeight = 20.0
    static let readMoreFont = Font.inter(15, .medium)
    static let readMoreLineHeight = 20.0
    static let buttonFont = Font.inter(13, .medium)

    public func updateStyles(_ viewModel: WallPostViewModel?) {
        if let avatarImgView { Self.styleForAvatarImgView(avatarImgView, viewModel) }
        if let ownerNameLbl { Self.styleForOwnerNameLbl(ownerNameLbl, viewModel) }
        if let postDateLbl { Self.styleForPostDateLbl(postDateLbl, viewModel) }
        if let textLbl { Self.styleForTextLbl(textLbl, viewModel) }
        if let readMoreButton { Self.styleForReadMoreButton(readMoreButton, viewModel) }
        if let galleryView { Self.styleForGalleryView(galleryView, viewModel) }
        for button in [commentButton, likeButton, repostButton].compactMap({ $0 }) {
            Self.styleForCounterButton(button, viewModel)
        }
    }

    static func styleForAvatarImgView(_ view: View, _ viewModel: WallPostViewModel?) {
        guard !view.isStylized else { return }
        view.backgroundColor = CellPalette.placeholder
        view.cornerRadius = avatarSide / 2
        view.clipsToBounds = true
        view.isStylized = true
    }

    static func styleForOwnerNameLbl(_ view: View, _ viewModel: WallPostViewModel?) {
        guard !view.isStylized else { return }
        view.styleAsLabel(nameFont, lineHeight: nameLineHeight, color: CellPalette.text, numberOfLines: 1)
        view.isStylized = true
    }

    static func styleForPostDateLbl(_ view: View, _ viewModel: WallPostViewModel?) {
        guard !view.isStylized else { return }
        view.styleAsLabel(dateFont, lineHeight: dateLineHeight, color: CellPalette.secondaryText, numberOfLines: 1)
        view.isStylized = true
    }

    static func styleForTextLbl(_ view: View, _ viewModel: WallPostViewModel?) {
        guard !view.isStylized else { return }
        view.styleAsLabel(textFont, lineHeight: textLineHeight, color: CellPalette.text)
        view.clipsToBounds = true
        view.isStylized = true
    }

    static func styleForReadMoreButton(_ view: View, _ viewModel: WallPostViewModel?) {
        guard !view.isStylized else { return }
        view.styleAsLabel(readMoreFont, lineHeight: readMoreLineHeight, color: CellPalette.accent, numberOfLines: 1)
        view.isStylized = true
    }

    static func styleForGalleryView(_ view: View, _ viewModel: WallPostViewModel?) {
        guard !view.isStylized else { return }
        view.backgroundColor = CellPalette.placeholder
        view.cornerRadius = 8
        view.clipsToBounds = true
        view.isStylized = true
    }

    /// The comment, like and repost buttons look alike.
    static func styleForCounterButton(_ view: View, _ viewModel: WallPostViewModel?) {
        guard !view.isStylized else { return }
        view.styleAsLabel(buttonFont, lineHeight: 18, color: CellPalette.secondaryText, numberOfLines: 1)
        view.textAlignment = .center
        view.isStylized = true
    }
}
