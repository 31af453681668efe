import UIKit

extension WallPostCell {
    static let nameFont = UIFont.systemFont(ofSize: 15, weight: .semibold)
    static let nameLineHeight: CGFloat = 20
    static let dateFont = UIFont.systemFont(ofSize: 13)
    static let dateLineHeight: CGFloat = 18
    static let textFont = UIFont.systemFont(ofSize: 15)
    static let textLineHeight: CGFloat = 20
    static let readMoreFont = UIFont.systemFont(ofSize: 15, weight: .medium)
    static let readMoreLineHeight: CGFloat = 20
    static let buttonFont = UIFont.systemFont(ofSize: 13, weight: .medium)
    static let buttonLineHeight: CGFloat = 18

    /// The gallery's style runs once, as the original's call site checked `isStylized` for it;
    /// every style function here checks it itself.
    func updateStyles(_ viewModel: WallPostViewModel?) {
        traced(.updateStyles) {
            if let avatarImgView { styleForAvatarImgView(avatarImgView, vm: viewModel) }
            if let ownerNameLbl { styleForOwnerNameLbl(ownerNameLbl, vm: viewModel) }
            if let postDateLbl { styleForPostDateLbl(postDateLbl, vm: viewModel) }
            if let textLbl { styleForTextLbl(textLbl, vm: viewModel) }
            if let readMoreBtn { styleForReadMoreBtn(readMoreBtn, vm: viewModel) }
            if let photoGallery { styleForPhotoGallery(photoGallery, vm: viewModel) }
            for button in [commentBtn, likeBtn, repostBtn] {
                if let button { styleForCounterBtn(button, vm: viewModel) }
            }
            selectionStyle = .none
        }
    }

    func styleForAvatarImgView(_ imgView: UIImageView, vm viewModel: WallPostViewModel?) {
        guard !imgView.isStylized else { return }
        imgView.styleAsPicture(cornerRadius: Self.avatarSide / 2)
        imgView.isStylized = true
    }

    func styleForOwnerNameLbl(_ label: UILabel, vm viewModel: WallPostViewModel?) {
        guard !label.isStylized else { return }
        label.styleAsLabel(Self.nameFont, lineHeight: Self.nameLineHeight, color: CellPalette.text, numberOfLines: 1)
        label.isStylized = true
    }

    func styleForPostDateLbl(_ label: UILabel, vm viewModel: WallPostViewModel?) {
        guard !label.isStylized else { return }
        label.styleAsLabel(Self.dateFont, lineHeight: Self.dateLineHeight, color: CellPalette.secondaryText,
                           numberOfLines: 1)
        label.isStylized = true
    }

    /// Clipped: collapsed, it is cut at the maximum height.
    func styleForTextLbl(_ label: UILabel, vm viewModel: WallPostViewModel?) {
        guard !label.isStylized else { return }
        label.styleAsLabel(Self.textFont, lineHeight: Self.textLineHeight, color: CellPalette.text)
        label.clipsToBounds = true
        label.isStylized = true
    }

    func styleForReadMoreBtn(_ button: UIButton, vm viewModel: WallPostViewModel?) {
        guard !button.isStylized else { return }
        button.styleTitle(Self.readMoreFont, lineHeight: Self.readMoreLineHeight, color: CellPalette.accent)
        button.contentHorizontalAlignment = .left
        button.isStylized = true
    }

    func styleForPhotoGallery(_ gallery: UICollectionView, vm viewModel: WallPostViewModel?) {
        guard !gallery.isStylized else { return }
        gallery.backgroundColor = CellPalette.placeholder
        gallery.layer.cornerRadius = 8
        gallery.clipsToBounds = true
        gallery.backgroundView?.contentMode = .scaleAspectFill
        gallery.isStylized = true
    }

    /// The comment, like and repost buttons look alike.
    func styleForCounterBtn(_ button: UIButton, vm viewModel: WallPostViewModel?) {
        guard !button.isStylized else { return }
        button.styleTitle(Self.buttonFont, lineHeight: Self.buttonLineHeight, color: CellPalette.secondaryText)
        button.isStylized = true
    }
}
