import MFS

/// Pure frame functions: avatar and name static, the status in the view model's frames.
extension UserProfileCell {
    public static let subviewStaticFrames = WidthCache()

    static let margin = 16.0
    static let avatarSide = 80.0
    static let textLeft = margin + avatarSide + margin

    static func rectForAvatarImgView(_ viewModel: UserProfileViewModel?, _ parentSize: Size) -> Rect {
        subviewStaticFrames.rect(.avatarImgView, parentSize: parentSize) {
            Rect(x: margin, y: margin, width: avatarSide, height: avatarSide)
        }
    }

    static func rectForFullNameLbl(_ viewModel: UserProfileViewModel?, _ parentSize: Size) -> Rect {
        subviewStaticFrames.rect(.fullNameLbl, parentSize: parentSize) {
            Rect(x: textLeft, y: 24, width: max(0, parentSize.width - textLeft - margin), height: nameLineHeight)
        }
    }

    /// Below the name, as tall as the measured status.
    static func rectForStatusLbl(_ viewModel: UserProfileViewModel, _ parentSize: Size) -> Rect {
        viewModel.subviewFrames.rect(.statusLbl, parentSize: parentSize) {
            let width = max(0, parentSize.width - textLeft - margin)
            let height = Typesetter.shared.layout(viewModel.status, font: statusFont, lineHeight: statusLineHeight,
                                                  maxWidth: width).size.height
            return Rect(x: textLeft, y: 24 + nameLineHeight + 4, width: width, height: height)
        }
    }

    /// The lower of the avatar and the status, plus a margin.
    public static func calculateCellHeight(_ viewModel: UserProfileViewModel?, _ tableSize: Size) -> Double {
        guard tableSize.width > 0 else { return 0 }
        let status = viewModel.map { rectForStatusLbl($0, tableSize).maxY } ?? 0
        return max(rectForAvatarImgView(viewModel, tableSize).maxY, status) + margin
    }

    public static func calculateCoordinates(_ viewModel: UserProfileViewModel, _ tableSize: Size) {
        _ = rectForAvatarImgView(viewModel, tableSize)
        _ = rectForFullNameLbl(viewModel, tableSize)
        _ = rectForStatusLbl(viewModel, tableSize)
    }
}
