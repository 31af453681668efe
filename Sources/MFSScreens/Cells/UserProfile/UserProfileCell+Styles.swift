import UIKit

extension UserProfileCell {
    static let nameFont = UIFont.systemFont(ofSize: 20, weight: .semibold)
    static let nameLineHeight: CGFloat = 24
    static let statusFont = UIFont.systemFont(ofSize: 15)
    static let statusLineHeight: CGFloat = 20

    func updateStyles(_ viewModel: UserProfileViewModel?) {
        traced(.updateStyles) {
            if let avatarImgView { styleForAvatarImgView(avatarImgView, vm: viewModel) }
            if let fullNameLbl { styleForFullNameLbl(fullNameLbl, vm: viewModel) }
            if let statusLbl { styleForStatusLbl(statusLbl, vm: viewModel) }
            selectionStyle = .none
        }
    }

    func styleForAvatarImgView(_ imgView: UIImageView, vm viewModel: UserProfileViewModel?) {
        guard !imgView.isStylized else { return }
        imgView.styleAsPicture(cornerRadius: Self.avatarSide / 2)
        imgView.isStylized = true
    }

    func styleForFullNameLbl(_ label: UILabel, vm viewModel: UserProfileViewModel?) {
        guard !label.isStylized else { return }
        label.styleAsLabel(Self.nameFont, lineHeight: Self.nameLineHeight, color: CellPalette.text, numberOfLines: 1)
        label.isStylized = true
    }

    func styleForStatusLbl(_ label: UILabel, vm viewModel: UserProfileViewModel?) {
        guard !label.isStylized else { return }
        label.styleAsLabel(Self.statusFont, lineHeight: Self.statusLineHeight, color: CellPalette.secondaryText)
        label.isStylized = true
    }
}
