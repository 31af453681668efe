import MFS

/// Pure frame functions; every frame is static (the class cache, per width).
extension FriendCell {
    /// `subviewStaticFrames`: `{ width: { subviewName: rect } }`, shared by every friend cell.
    public static let subviewStaticFrames = WidthCache()

    static let avatarSide = 44.0
    static let verticalMargin = 5.0
    static let margin = 10.0
    static let textLeft = margin + avatarSide + margin

    static func rectForAvatarImgView(_ viewModel: FriendViewModel?, _ parentSize: Size) -> Rect {
        subviewStaticFrames.rect(.avatarImgView, parentSize: parentSize) {
            Rect(x: margin, y: verticalMargin, width: avatarSide, height: avatarSide)
        }
    }

    static func rectForFullNameLbl(_ viewModel: FriendViewModel?, _ parentSize: Size) -> Rect {
        subviewStaticFrames.rect(.fullNameLbl, parentSize: parentSize) {
            Rect(x: textLeft, y: 8, width: max(0, parentSize.width - textLeft - margin), height: nameLineHeight)
        }
    }

    static func rectForLastSeenLbl(_ viewModel: FriendViewModel?, _ parentSize: Size) -> Rect {
        subviewStaticFrames.rect(.lastSeenLbl, parentSize: parentSize) {
            Rect(x: textLeft, y: 8 + nameLineHeight + 2, width: max(0, parentSize.width - textLeft - margin),
                 height: lastSeenLineHeight)
        }
    }

    /// A constant: top margin + avatar + bottom margin; 0 for a table with no width.
    public static func calculateCellHeight(_ viewModel: FriendViewModel?, _ tableSize: Size) -> Double {
        tableSize.width > 0 ? verticalMargin + avatarSide + verticalMargin : 0
    }

    public static func calculateCoordinates(_ viewModel: FriendViewModel, _ tableSize: Size) {
        _ = rectForAvatarImgView(viewModel, tableSize)
        _ = rectForFullNameLbl(viewModel, tableSize)
        _ = rectForLastSeenLbl(viewModel, tableSize)
    }
}
