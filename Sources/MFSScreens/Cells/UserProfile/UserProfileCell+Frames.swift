import UIKit

/// Class-level frame functions: avatar and name static, the status in the view model's frames.
extension UserProfileCell {
    public static let subviewStaticFrames = FrameCache<CGRect>()

    static let margin: CGFloat = 16
    static let avatarSide: CGFloat = 80
    static let textLeft = margin + avatarSide + margin

    static func rectForAvatarImgView(_ viewModel: UserProfileViewModel?, parentSize: CGSize) -> CGRect {
        subviewStaticFrames.rect("avatarImgView", parentSize: parentSize) {
            CGRect(x: margin, y: margin, width: avatarSide, height: avatarSide)
        }
    }

    static func rectForFullNameLbl(_ viewModel: UserProfileViewModel?, parentSize: CGSize) -> CGRect {
        subviewStaticFrames.rect("fullNameLbl", parentSize: parentSize) {
            CGRect(x: textLeft, y: 24, width: max(0, parentSize.width - textLeft - margin), height: nameLineHeight)
        }
    }

    /// Below the name, as tall as the measured status.
    static func rectForStatusLbl(_ viewModel: UserProfileViewModel, parentSize: CGSize) -> CGRect {
        viewModel.subviewFrames.rect("statusLbl", parentSize: parentSize) {
            let width = max(0, parentSize.width - textLeft - margin)
            let size = viewModel.status.size(forWidth: width, font: statusFont, lineHeight: statusLineHeight)
            return CGRect(x: textLeft, y: 24 + nameLineHeight + 4, width: width, height: size.height)
        }
    }

    /// The lower of the avatar and the status, plus a margin.
    public static func calculateCellHeight(fromVM viewModel: UserProfileViewModel?, tableSize: CGSize) -> CGFloat {
        guard tableSize.width > 0 else { return 0 }
        let status = viewModel.map { rectForStatusLbl($0, parentSize: tableSize).maxY } ?? 0
        return max(rectForAvatarImgView(viewModel, parentSize: tableSize).maxY, status) + margin
    }

    public static func calculateCoordinates(forVM viewModel: UserProfileViewModel, tableSize: CGSize) {
        _ = rectForAvatarImgView(viewModel, parentSize: tableSize)
        _ = rectForFullNameLbl(viewModel, parentSize: tableSize)
        _ = rectForStatusLbl(viewModel, parentSize: tableSize)
    }
}
