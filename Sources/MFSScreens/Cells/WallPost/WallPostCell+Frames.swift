import UIKit

/// Class-level frame functions over the three caches, as in the post diagram: avatar,
/// name and date are static (class cache, green); the text's frame is in the
/// view model's `subviewFrames` (blue); "read more", the gallery and the
/// buttons take their sizes from `subviewSizes` (red) and their origins from
/// the view above plus a margin, computed every time.
extension WallPostCell {
    // region: staticFrames
    /// `subviewStaticFrames`: `{ width: { subviewName: rect } }`, shared by every wall-post cell.
    package static let subviewStaticFrames = WidthCache()

    static let margin: CGFloat = 12
    static let avatarSide: CGFloat = 40
    static let textLeft = margin + avatarSide + 10
    static let headerBottom: CGFloat = 56
    static let spacing: CGFloat = 8
    static let buttonHeight: CGFloat = 32
    /// The collapsed text shows at least 2 and at most 6 lines.
    static let minTextHeight = 2 * textLineHeight
    static let maxTextHeight = 6 * textLineHeight

    static func rectForAvatarImgView(_ viewModel: WallPostViewModel?, tableSize: CGSize) -> CGRect {
        subviewStaticFrames.rect(.avatarImgView, parentSize: tableSize) {
            CGRect(x: margin, y: margin, width: avatarSide, height: avatarSide)
        }
    }

    static func rectForOwnerNameLbl(_ viewModel: WallPostViewModel?, tableSize: CGSize) -> CGRect {
        subviewStaticFrames.rect(.ownerNameLbl, parentSize: tableSize) {
            CGRect(x: textLeft, y: 13, width: max(0, tableSize.width - textLeft - margin), height: nameLineHeight)
        }
    }

    static func rectForPostDateLbl(_ viewModel: WallPostViewModel?, tableSize: CGSize) -> CGRect {
        subviewStaticFrames.rect(.postDateLbl, parentSize: tableSize) {
            CGRect(x: textLeft, y: 13 + nameLineHeight, width: max(0, tableSize.width - textLeft - margin),
                 height: dateLineHeight)
        }
    }
    // endregion

    // region: textSizes
    /// The text's sizes at this width, measured
    /// at the table's width minus two margins: below the minimum both are the
    /// minimum; up to the maximum both are the measured size; above it, min is
    /// the maximum height and max the measured size, and `isExceededTextLimit`
    /// is set. An empty text is 0 high.
    static func textSizeBounds(_ viewModel: WallPostViewModel, tableSize: CGSize) -> SizeBounds {
        let width = tableSize.width
        return viewModel.subviewSizes.sizeBounds(.textLbl, width: width) {
            let textWidth = max(0, width - 2 * margin)
            let measured = UILabel.findHeightForText(viewModel.text, forWidth: textWidth, font: textFont,
                                                     lineHeight: textLineHeight).height
            let isExceeded = measured > maxTextHeight
            viewModel.subviewSizes.setValue(.flag(isExceeded), .isExceededTextLimit, width: width)
            if viewModel.text.isEmpty { return SizeBounds(fixed: CGSize(width: textWidth, height: 0)) }
            if isExceeded {
                return SizeBounds(minSize: CGSize(width: textWidth, height: maxTextHeight),
                                  maxSize: CGSize(width: textWidth, height: measured))
            }
            return SizeBounds(fixed: CGSize(width: textWidth, height: max(measured, minTextHeight)))
        }
    }
    // endregion

    /// True when the text is taller than the maximum at this width.
    static func isExceededTextLimit(_ viewModel: WallPostViewModel, tableSize: CGSize) -> Bool {
        guard tableSize.width > 0 else { return false }
        _ = textSizeBounds(viewModel, tableSize: tableSize)
        return viewModel.subviewSizes.flag(.isExceededTextLimit, width: tableSize.width) ?? false
    }

    /// "Read more" shows only when the limit is exceeded and the text is collapsed.
    static func showsReadMore(_ viewModel: WallPostViewModel, tableSize: CGSize) -> Bool {
        !viewModel.isExpandText && isExceededTextLimit(viewModel, tableSize: tableSize)
    }

    // region: textFrame
    /// Origin from `subviewFrames`, size from `subviewSizes` by `isExpandText`.
    static func rectForTextLbl(_ viewModel: WallPostViewModel, tableSize: CGSize) -> CGRect {
        let frame = viewModel.subviewFrames.rect(.textLbl, parentSize: tableSize) {
            CGRect(origin: CGPoint(x: margin, y: headerBottom + spacing),
                   size: textSizeBounds(viewModel, tableSize: tableSize).maxSize)
        }
        guard frame != .zero else { return .zero }
        let size = textSizeBounds(viewModel, tableSize: tableSize).size(expanded: viewModel.isExpandText)
        return CGRect(origin: frame.origin, size: size)
    }
    // endregion

    /// Below the text; sized to its measured title.
    static func rectForReadMoreBtn(_ viewModel: WallPostViewModel, tableSize: CGSize) -> CGRect {
        guard tableSize.width > 0 else { return .zero }
        let size = viewModel.subviewSizes.sizeBounds(.readMoreBtn, width: tableSize.width) {
            let title = UILabel.findHeightForText(CellStrings.readMore(viewModel.language),
                                                  forWidth: tableSize.width - 2 * margin, font: readMoreFont,
                                                  lineHeight: readMoreLineHeight)
            return SizeBounds(fixed: CGSize(width: title.width.rounded(.up), height: readMoreLineHeight))
        }.minSize
        let top = rectForTextLbl(viewModel, tableSize: tableSize).maxY + 4
        return CGRect(origin: CGPoint(x: margin, y: top), size: size)
    }

    /// The bottom of the block above the gallery: "read more" when shown, else
    /// the text, else the header.
    static func textBlockBottom(_ viewModel: WallPostViewModel, tableSize: CGSize) -> CGFloat {
        if showsReadMore(viewModel, tableSize: tableSize) {
            return rectForReadMoreBtn(viewModel, tableSize: tableSize).maxY
        }
        return viewModel.text.isEmpty ? headerBottom : rectForTextLbl(viewModel, tableSize: tableSize).maxY
    }

    // region: gallery
    /// One photo at 4:3, several in a strip half as tall as wide; 0 high without photos.
    static func rectForPhotoGallery(_ viewModel: WallPostViewModel, tableSize: CGSize) -> CGRect {
        guard tableSize.width > 0 else { return .zero }
        let size = viewModel.subviewSizes.sizeBounds(.photoGallery, width: tableSize.width) {
            let width = tableSize.width - 2 * margin
            let height = switch viewModel.photoCount {
            case 0: 0.0
            case 1: (width * 0.75).rounded()
            default: (width * 0.5).rounded()
            }
            return SizeBounds(fixed: CGSize(width: width, height: height))
        }.minSize
        let bottom = textBlockBottom(viewModel, tableSize: tableSize)
        return CGRect(origin: CGPoint(x: margin, y: viewModel.photoCount == 0 ? bottom : bottom + spacing), size: size)
    }
    // endregion

    static func rectForCommentBtn(_ viewModel: WallPostViewModel, tableSize: CGSize) -> CGRect {
        rectForButton(.commentBtn, column: 0, viewModel, tableSize: tableSize)
    }

    static func rectForLikeBtn(_ viewModel: WallPostViewModel, tableSize: CGSize) -> CGRect {
        rectForButton(.likeBtn, column: 1, viewModel, tableSize: tableSize)
    }

    static func rectForRepostBtn(_ viewModel: WallPostViewModel, tableSize: CGSize) -> CGRect {
        rectForButton(.repostBtn, column: 2, viewModel, tableSize: tableSize)
    }

    /// Three equal buttons in a row below the gallery.
    private static func rectForButton(_ key: CacheKey, column: Int, _ viewModel: WallPostViewModel,
                                      tableSize: CGSize) -> CGRect {
        guard tableSize.width > 0 else { return .zero }
        let size = viewModel.subviewSizes.sizeBounds(key, width: tableSize.width) {
            SizeBounds(fixed: CGSize(width: ((tableSize.width - 2 * margin) / 3).rounded(.down), height: buttonHeight))
        }.minSize
        let top = rectForPhotoGallery(viewModel, tableSize: tableSize).maxY + spacing
        return CGRect(origin: CGPoint(x: margin + CGFloat(column) * size.width, y: top), size: size)
    }

    // region: height
    /// Cached per width, compact and expanded; when not cached, every frame is
    /// computed (`calculateCoordinates`), then the comment button's bottom plus
    /// a margin, rounded.
    public static func calculateCellHeight(fromVM viewModel: WallPostViewModel?, tableSize: CGSize) -> CGFloat {
        guard let viewModel, tableSize.width > 0 else { return 0 }
        let key: CacheKey = viewModel.isExpandText ? .expandedHeight : .compactHeight
        return viewModel.subviewSizes.number(key, width: tableSize.width) {
            calculateCoordinates(forVM: viewModel, tableSize: tableSize)
            return (rectForCommentBtn(viewModel, tableSize: tableSize).maxY + margin).rounded()
        }
    }
    // endregion

    // region: calculateCoordinates
    public static func calculateCoordinates(forVM viewModel: WallPostViewModel, tableSize: CGSize) {
        _ = rectForAvatarImgView(viewModel, tableSize: tableSize)
        _ = rectForOwnerNameLbl(viewModel, tableSize: tableSize)
        _ = rectForPostDateLbl(viewModel, tableSize: tableSize)
        _ = rectForTextLbl(viewModel, tableSize: tableSize)
        _ = rectForReadMoreBtn(viewModel, tableSize: tableSize)
        _ = rectForPhotoGallery(viewModel, tableSize: tableSize)
        _ = rectForCommentBtn(viewModel, tableSize: tableSize)
        _ = rectForLikeBtn(viewModel, tableSize: tableSize)
        _ = rectForRepostBtn(viewModel, tableSize: tableSize)
    }
    // endregion
}
