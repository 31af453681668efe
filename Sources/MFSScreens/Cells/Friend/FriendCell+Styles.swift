import MFS

extension FriendCell {
    static let nameFont = Font.inter(16, .medium)
    static let nameLineHeight = 20.0
    static let lastSeenFont = Font.inter(13)
    static let lastSeenLineHeight = 16.0

    public func updateStyles(_ viewModel: FriendViewModel?) {
        if let avatarImgView { Self.styleForAvatarImgView(avatarImgView, viewModel) }
        if let fullNameLbl { Self.styleForFullNameLbl(fullNameLbl, viewModel) }
        if let lastSeenLbl { Self.styleForLastSeenLbl(lastSeenLbl, viewModel) }
    }

    static func styleForAvatarImgView(_ view: View, _ viewModel: FriendViewModel?) {
        view.styleOnce { $0.styleAsPlaceholder(cornerRadius: avatarSide / 2) }
    }

    static func styleForFullNameLbl(_ view: View, _ viewModel: FriendViewModel?) {
        view.styleOnce { $0.styleAsLabel(nameFont, lineHeight: nameLineHeight, color: CellPalette.text, numberOfLines: 1) }
    }

    static func styleForLastSeenLbl(_ view: View, _ viewModel: FriendViewModel?) {
        view.styleOnce {
            $0.styleAsLabel(lastSeenFont, lineHeight: lastSeenLineHeight, color: CellPalette.secondaryText, numberOfLines: 1)
        }
    }
}
