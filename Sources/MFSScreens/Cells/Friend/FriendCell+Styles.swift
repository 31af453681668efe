import UIKit

extension FriendCell {
    static let nameFont = UIFont.systemFont(ofSize: 16, weight: .medium)
    static let nameLineHeight: CGFloat = 20
    static let lastSeenFont = UIFont.systemFont(ofSize: 13)
    static let lastSeenLineHeight: CGFloat = 16

    func updateStyles(_ viewModel: FriendViewModel?) {
        traced(.updateStyles) {
            if let avatarImgView { styleForAvatarImgView(avatarImgView, vm: viewModel) }
            if let fullNameLbl { styleForFullNameLbl(fullNameLbl, vm: viewModel) }
            if let lastSeenLbl { styleForLastSeenLbl(lastSeenLbl, vm: viewModel) }
            selectionStyle = .none
        }
    }

    func styleForAvatarImgView(_ imgView: UIImageView, vm viewModel: FriendViewModel?) {
        guard !imgView.isStylized else { return }
        imgView.styleAsPicture(cornerRadius: Self.avatarSide / 2)
        imgView.isStylized = true
    }

    func styleForFullNameLbl(_ label: UILabel, vm viewModel: FriendViewModel?) {
        guard !label.isStylized else { return }
        label.styleAsLabel(Self.nameFont, lineHeight: Self.nameLineHeight, color: CellPalette.text, numberOfLines: 1)
        label.isStylized = true
    }

    func styleForLastSeenLbl(_ label: UILabel, vm viewModel: FriendViewModel?) {
        guard !label.isStylized else { return }
        label.styleAsLabel(Self.lastSeenFont, lineHeight: Self.lastSeenLineHeight, color: CellPalette.secondaryText,
                           numberOfLines: 1)
        label.isStylized = true
    }
}
