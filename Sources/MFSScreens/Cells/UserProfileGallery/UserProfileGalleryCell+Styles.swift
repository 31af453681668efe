import UIKit

extension UserProfileGalleryCell {
    static let titleFont = UIFont.systemFont(ofSize: 15, weight: .semibold)
    static let titleLineHeight: CGFloat = 20

    func updateStyles(_ viewModel: UserProfileGalleryViewModel?) {
        traced(.updateStyles) {
            if let titleLbl { styleForTitleLbl(titleLbl, vm: viewModel) }
            for photo in photoImgViews { styleForPhotoImgView(photo, vm: viewModel) }
            selectionStyle = .none
        }
    }

    func styleForTitleLbl(_ label: UILabel, vm viewModel: UserProfileGalleryViewModel?) {
        guard !label.isStylized else { return }
        label.styleAsLabel(Self.titleFont, lineHeight: Self.titleLineHeight, color: CellPalette.text, numberOfLines: 1)
        label.isStylized = true
    }

    func styleForPhotoImgView(_ imgView: UIImageView, vm viewModel: UserProfileGalleryViewModel?) {
        guard !imgView.isStylized else { return }
        imgView.styleAsPicture(cornerRadius: 6)
        imgView.isStylized = true
    }
}
