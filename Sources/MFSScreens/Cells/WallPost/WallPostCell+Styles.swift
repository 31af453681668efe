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
        view.styleOnce { $0.styleAsPlaceholder(cornerRadius: avatarSide / 2) }
    }

    static func styleForOwnerNameLbl(_ view: View, _ viewModel: WallPostViewModel?) {
        view.styleOnce { $0.styleAsLabel(nameFont, lineHeight: nameLineHeight, color: CellPalette.text, numberOfLines: 1) }
    }

    static func styleForPostDateLbl(_ view: View, _ viewModel: WallPostViewModel?) {
        view.styleOnce {
            $0.styleAsLabel(dateFont, lineHeight: dateLineHeight, color: CellPalette.secondaryText, numberOfLines: 1)
        }
    }

    /// Clipped: collapsed, it is cut at the maximum height.
    static func styleForTextLbl(_ view: View, _ viewModel: WallPostViewModel?) {
        view.styleOnce {
            $0.styleAsLabel(textFont, lineHeight: textLineHeight, color: CellPalette.text)
            $0.clipsToBounds = true
        }
    }

    static func styleForReadMoreButton(_ view: View, _ viewModel: WallPostViewModel?) {
        view.styleOnce {
            $0.styleAsLabel(readMoreFont, lineHeight: readMoreLineHeight, color: CellPalette.accent, numberOfLines: 1)
        }
    }

    static func styleForGalleryView(_ view: View, _ viewModel: WallPostViewModel?) {
        view.styleOnce { $0.styleAsPlaceholder(cornerRadius: 8) }
    }

    /// The comment, like and repost buttons look alike.
    static func styleForCounterButton(_ view: View, _ viewModel: WallPostViewModel?) {
        view.styleOnce {
            $0.styleAsLabel(buttonFont, lineHeight: 18, color: CellPalette.secondaryText, numberOfLines: 1)
            $0.textAlignment = .center
        }
    }
}
