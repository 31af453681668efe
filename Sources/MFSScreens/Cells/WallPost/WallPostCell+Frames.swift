import UIKit

/// Class-level frame functions over the three caches, as in the post diagram: avatar,
/// name and date are static (class cache, green); the text's frame is in the
/// view model's `subviewFrames` (blue); "read more", the gallery and the
/// buttons take their sizes from `subviewSizes` (red) and their origins from
/// the view above plus a margin, computed every time. The heights are in the
/// view model's `cellHeights`, collapsed and expanded.
extension WallPostCell {
    // region: staticFrames
    /// `subviewStaticFrames`: `{ width: { subviewName: rect } }`, shared by every wall-post cell.
    public static let subviewStaticFrames = FrameCache<CGRect>()

    static let margin: CGFloat = 12
    static let avatarSide: CGFloat = 40
    static let textLeft = margin + avatarSide + 10
    static let headerBottom: CGFloat = 56
    static let spacing: CGFloat = 8
    static let buttonHeight: CGFloat = 32
    /// The collapsed text shows at least 2 and at most 6 lines.
    static let minTextHeight = 2 * textLineHeight
    static let maxTextHeight = 6 * textLineHeight

    static func rectForAvatarImgView(_ viewModel: WallPostViewModel?, parentSize: CGSize) -> CGRect {
        subviewStaticFrames.rect("avatarImgView", parentSize: parentSize) {
            CGRect(x: margin, y: margin, width: avatarSide, height: avatarSide)
        }
    }

    static func rectForOwnerNameLbl(_ viewModel: WallPostViewModel?, parentSize: CGSize) -> CGRect {
        subviewStaticFrames.rect("ownerNameLbl", parentSize: parentSize) {
            CGRect(x: textLeft, y: 13, width: max(0, parentSize.width - textLeft - margin), height: nameLineHeight)
        }
    }

    static func rectForPostDateLbl(_ viewModel: WallPostViewModel?, parentSize: CGSize) -> CGRect {
        subviewStaticFrames.rect("postDateLbl", parentSize: parentSize) {
            CGRect(x: textLeft, y: 13 + nameLineHeight, width: max(0, parentSize.width - textLeft - margin),
                 height: dateLineHeight)
        }
    }
    // endregion

    // region: textSizes
    /// The text's full size at this width, measured at the table's width minus
    /// two margins: at least the minimum; 0 high for an empty text. Collapsed,
    /// it is cut at the maximum (`rectForTextLbl`).
    static func textSize(_ viewModel: WallPostViewModel, parentSize: CGSize) -> CGSize {
        viewModel.subviewSizes.value("textLbl", width: parentSize.width) {
            let textWidth = max(0, parentSize.width - 2 * margin)
            guard !viewModel.text.isEmpty else { return CGSize(width: textWidth, height: 0) }
            let measured = viewModel.text.size(forWidth: textWidth, font: textFont, lineHeight: textLineHeight)
            return CGSize(width: textWidth, height: max(measured.height, minTextHeight))
        }
    }
    // endregion

    /// True when the text is taller than the maximum at this width.
    static func isExceededTextLimit(_ viewModel: WallPostViewModel, parentSize: CGSize) -> Bool {
        parentSize.width > 0 && textSize(viewModel, parentSize: parentSize).height > maxTextHeight
    }

    /// "Read more" shows only when the limit is exceeded and the text is collapsed.
    static func showsReadMore(_ viewModel: WallPostViewModel, parentSize: CGSize) -> Bool {
        !viewModel.isExpandText && isExceededTextLimit(viewModel, parentSize: parentSize)
    }

    // region: textFrame
    /// The frame in `subviewFrames` has the full size; collapsed, the text is
    /// cut at the maximum height.
    static func rectForTextLbl(_ viewModel: WallPostViewModel, parentSize: CGSize) -> CGRect {
        let frame = viewModel.subviewFrames.rect("textLbl", parentSize: parentSize) {
            CGRect(origin: CGPoint(x: margin, y: headerBottom + spacing), size: textSize(viewModel, parentSize: parentSize))
        }
        let height = viewModel.isExpandText ? frame.height : min(frame.height, maxTextHeight)
        return CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: height)
    }
    // endregion

    /// Below the text; sized to its measured title.
    static func rectForReadMoreBtn(_ viewModel: WallPostViewModel, parentSize: CGSize) -> CGRect {
        guard parentSize.width > 0 else { return .zero }
        let size = viewModel.subviewSizes.value("readMoreBtn", width: parentSize.width) {
            let title = CellStrings.readMore(viewModel.language).size(
                forWidth: parentSize.width - 2 * margin, font: readMoreFont, lineHeight: readMoreLineHeight)
            return CGSize(width: title.width.rounded(.up), height: readMoreLineHeight)
        }
        let top = rectForTextLbl(viewModel, parentSize: parentSize).maxY + 4
        return CGRect(origin: CGPoint(x: margin, y: top), size: size)
    }

    /// The bottom of the block above the gallery: "read more" when shown, else
    /// the text, else the header.
    static func textBlockBottom(_ viewModel: WallPostViewModel, parentSize: CGSize) -> CGFloat {
        if showsReadMore(viewModel, parentSize: parentSize) {
            return rectForReadMoreBtn(viewModel, parentSize: parentSize).maxY
        }
        return viewModel.text.isEmpty ? headerBottom : rectForTextLbl(viewModel, parentSize: parentSize).maxY
    }

    // region: gallery
    /// One photo at 4:3, several in a strip half as tall as wide; 0 high without photos.
    static func rectForPhotoGallery(_ viewModel: WallPostViewModel, parentSize: CGSize) -> CGRect {
        guard parentSize.width > 0 else { return .zero }
        let size = viewModel.subviewSizes.value("photoGallery", width: parentSize.width) {
            let width = parentSize.width - 2 * margin
            let height = switch viewModel.photoCount {
            case 0: 0.0
            case 1: (width * 0.75).rounded()
            default: (width * 0.5).rounded()
            }
            return CGSize(width: width, height: height)
        }
        let bottom = textBlockBottom(viewModel, parentSize: parentSize)
        return CGRect(origin: CGPoint(x: margin, y: viewModel.photoCount == 0 ? bottom : bottom + spacing), size: size)
    }
    // endregion

    static func rectForCommentBtn(_ viewModel: WallPostViewModel, parentSize: CGSize) -> CGRect {
        rectForButton("commentBtn", column: 0, viewModel, parentSize: parentSize)
    }

    static func rectForLikeBtn(_ viewModel: WallPostViewModel, parentSize: CGSize) -> CGRect {
        rectForButton("likeBtn", column: 1, viewModel, parentSize: parentSize)
    }

    static func rectForRepostBtn(_ viewModel: WallPostViewModel, parentSize: CGSize) -> CGRect {
        rectForButton("repostBtn", column: 2, viewModel, parentSize: parentSize)
    }

    /// Three equal buttons in a row below the gallery.
    private static func rectForButton(_ name: String, column: Int, _ viewModel: WallPostViewModel,
                                      parentSize: CGSize) -> CGRect {
        guard parentSize.width > 0 else { return .zero }
        let size = viewModel.subviewSizes.value(name, width: parentSize.width) {
            CGSize(width: ((parentSize.width - 2 * margin) / 3).rounded(.down), height: buttonHeight)
        }
        let top = rectForPhotoGallery(viewModel, parentSize: parentSize).maxY + spacing
        return CGRect(origin: CGPoint(x: margin + CGFloat(column) * size.width, y: top), size: size)
    }

    // region: height
    /// Cached per width, compact and expanded; when not cached, every frame is
    /// computed (`calculateCoordinates`), then the comment button's bottom plus
    /// a margin, rounded.
    public static func calculateCellHeight(fromVM viewModel: WallPostViewModel?, tableSize: CGSize) -> CGFloat {
        guard let viewModel, tableSize.width > 0 else { return 0 }
        let name = viewModel.isExpandText ? "expandedHeight" : "compactHeight"
        return viewModel.cellHeights.value(name, width: tableSize.width) {
            calculateCoordinates(forVM: viewModel, tableSize: tableSize)
            return (rectForCommentBtn(viewModel, parentSize: tableSize).maxY + margin).rounded()
        }
    }
    // endregion

    // region: calculateCoordinates
    public static func calculateCoordinates(forVM viewModel: WallPostViewModel, tableSize: CGSize) {
        _ = rectForAvatarImgView(viewModel, parentSize: tableSize)
        _ = rectForOwnerNameLbl(viewModel, parentSize: tableSize)
        _ = rectForPostDateLbl(viewModel, parentSize: tableSize)
        _ = rectForTextLbl(viewModel, parentSize: tableSize)
        _ = rectForReadMoreBtn(viewModel, parentSize: tableSize)
        _ = rectForPhotoGallery(viewModel, parentSize: tableSize)
        _ = rectForCommentBtn(viewModel, parentSize: tableSize)
        _ = rectForLikeBtn(viewModel, parentSize: tableSize)
        _ = rectForRepostBtn(viewModel, parentSize: tableSize)
    }
    // endregion
}
