import MFS

extension UserProfileGalleryCell {
    static let titleFont = Font.inter(15, .semibold)
    static let titleLineHeight = 20.0

    public func updateStyles(_ viewModel: UserProfileGalleryViewModel?) {
        if let titleLbl { Self.styleForTitleLbl(titleLbl, viewModel) }
        for photo in photoImgViews { Self.styleForPhotoImgView(photo, viewModel) }
    }

    static func styleForTitleLbl(_ view: View, _ viewModel: UserProfileGalleryViewModel?) {
        view.styleOnce { $0.styleAsLabel(titleFont, lineHeight: titleLineHeight, color: CellPalette.text, numberOfLines: 1) }
    }

    static func styleForPhotoImgView(_ view: View, _ viewModel: UserProfileGalleryViewModel?) {
        view.styleOnce { $0.styleAsPlaceholder(cornerRadius: 6) }
    }
}
