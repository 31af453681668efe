import UIKit

/// Class-level frame functions; every frame is static (the class cache, per width).
extension FriendCell {
    /// `subviewStaticFrames`: `{ width: { subviewName: rect } }`, shared by every friend cell.
    public static let subviewStaticFrames = FrameCache<CGRect>()

    static let avatarSide: CGFloat = 44
    static let verticalMargin: CGFloat = 5
    static let margin: CGFloat = 10
    static let textLeft = margin + avatarSide + margin

    // region: staticFrames
    // region: avatar
    static func rectForAvatarImgView(_ viewModel: FriendViewModel?, parentSize: CGSize) -> CGRect {
        subviewStaticFrames.rect("avatarImgView", parentSize: parentSize) {
            CGRect(x: margin, y: verticalMargin, width: avatarSide, height: avatarSide)
        }
    }
    // endregion

    static func rectForFullNameLbl(_ viewModel: FriendViewModel?, parentSize: CGSize) -> CGRect {
        subviewStaticFrames.rect("fullNameLbl", parentSize: parentSize) {
            CGRect(x: textLeft, y: 8, width: max(0, parentSize.width - textLeft - margin), height: nameLineHeight)
        }
    }

    static func rectForLastSeenLbl(_ viewModel: FriendViewModel?, parentSize: CGSize) -> CGRect {
        subviewStaticFrames.rect("lastSeenLbl", parentSize: parentSize) {
            CGRect(x: textLeft, y: 8 + nameLineHeight + 2, width: max(0, parentSize.width - textLeft - margin),
                   height: lastSeenLineHeight)
        }
    }
    // endregion

    // region: height
    /// A constant: top margin + avatar + bottom margin; 0 for a table with no width.
    public static func calculateCellHeight(fromVM viewModel: FriendViewModel?, tableSize: CGSize) -> CGFloat {
        tableSize.width > 0 ? verticalMargin + avatarSide + verticalMargin : 0
    }
    // endregion

    public static func calculateCoordinates(forVM viewModel: FriendViewModel, tableSize: CGSize) {
        _ = rectForAvatarImgView(viewModel, parentSize: tableSize)
        _ = rectForFullNameLbl(viewModel, parentSize: tableSize)
        _ = rectForLastSeenLbl(viewModel, parentSize: tableSize)
    }
}
