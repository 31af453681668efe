import MFS

extension UserProfileCell {
    static let nameFont = Font.inter(20, .semibold)
    static let nameLineHeight = 24.0
    static let statusFont = Font.inter(15)
    static let statusLineHeight = 20.0

    public func updateStyles(_ viewModel: UserProfileViewModel?) {
        if let avatarImgView { Self.styleForAvatarImgView(avatarImgView, viewModel) }
        if let fullNameLbl { Self.styleForFullNameLbl(fullNameLbl, viewModel) }
        if let statusLbl { Self.styleForStatusLbl(statusLbl, viewModel) }
    }

    static func styleForAvatarImgView(_ view: View, _ viewModel: UserProfileViewModel?) {
        view.styleOnce { $0.styleAsPlaceholder(cornerRadius: avatarSide / 2) }
    }

    static func styleForFullNameLbl(_ view: View, _ viewModel: UserProfileViewModel?) {
        view.styleOnce { $0.styleAsLabel(nameFont, lineHeight: nameLineHeight, color: CellPalette.text, numberOfLines: 1) }
    }

    static func styleForStatusLbl(_ view: View, _ viewModel: UserProfileViewModel?) {
        view.styleOnce { $0.styleAsLabel(statusFont, lineHeight: statusLineHeight, color: CellPalette.secondaryText) }
    }
}
