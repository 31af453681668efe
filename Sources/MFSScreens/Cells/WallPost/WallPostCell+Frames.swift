import MFS

/// Pure frame functions over the three caches, as in the post diagram: avatar,
/// name and date are static (class cache, green); the text's frame is in the
/// view model's `subviewFrames` (blue); "read more", the gallery and the
/// buttons take their sizes from `subviewSizes` (red) and their origins from
/// the view above plus a margin, computed every time.
extension WallPostCell {
    /// `subviewStaticFrames`: `{ width: { subviewName: rect } }`, shared by every wall-post cell.
    public static let subviewStaticFrames = WidthCache()

    static let margin = 12.0
    static let avatarSide = 40.0
    static let textLeft = margin + avatarSide + 10
    static let headerBottom = 56.0
    static let spacing = 8.0
    static let buttonHeight = 32.0
    /// The collapsed text shows at least 2 and at most 6 lines.
    static let minTextHeight = 2 * textLineHeight
    static let maxTextHeight = 6 * textLineHeight

    static func rectForAvatarImgView(_ viewModel: WallPostViewModel?, _ parentSize: Size) -> Rect {
        subviewStaticFrames.rect(.avatarImgView, parentSize: parentSize) {
            Rect(x: margin, y: margin, width: avatarSide, height: avatarSide)
        }
    }

    static func rectForOwnerNameLbl(_ viewModel: WallPostViewModel?, _ parentSize: Size) -> Rect {
        subviewStaticFrames.rect(.ownerNameLbl, parentSize: parentSize) {
            Rect(x: textLeft, y: 13, width: max(0, parentSize.width - textLeft - margin), height: nameLineHeight)
        }
    }

    static func rectForPostDateLbl(_ viewModel: WallPostViewModel?, _ parentSize: Size) -> Rect {
        subviewStaticFrames.rect(.postDateLbl, parentSize: parentSize) {
            Rect(x: textLeft, y: 13 + nameLineHeight, width: max(0, parentSize.width - textLeft - margin),
                 height: dateLineHeight)
        }
    }

    /// The text's sizes at this width (MFS-SPEC, "Expandable text"), measured
    /// at the table's width minus two margins: below the minimum both are the
    /// minimum; up to the maximum both are the measured size; above it, min is
    /// the maximum height and max the measured size, and `isExceededTextLimit`
    /// is set. An empty text is 0 high.
    static func textSizeBounds(_ viewModel: WallPostViewModel, _ parentSize: Size) -> SizeBounds {
        let width = parentSize.width
        return viewModel.subviewSizes.sizeBounds(.textLbl, width: width) {
            let textWidth = max(0, width - 2 * margin)
            let measured = Typesetter.shared.layout(viewModel.text, font: textFont, lineHeight: textLineHeight,
                                                    maxWidth: textWidth).size.height
            let isExceeded = measured > maxTextHeight
            viewModel.subviewSizes.setValue(.flag(isExceeded), .isExceededTextLimit, width: width)
            if viewModel.text.isEmpty { return SizeBounds(fixed: Size(width: textWidth, height: 0)) }
            if isExceeded {
                return SizeBounds(minSize: Size(width: textWidth, height: maxTextHeight),
                                  maxSize: Size(width: textWidth, height: measured))
            }
            return SizeBounds(fixed: Size(width: textWidth, height: max(measured, minTextHeight)))
        }
    }

    /// True when the text is taller than the maximum at this width.
    static func isExceededTextLimit(_ viewModel: WallPostViewModel, _ parentSize: Size) -> Bool {
        guard parentSize.width > 0 else { return false }
        _ = textSizeBounds(viewModel, parentSize)
        return viewModel.subviewSizes.flag(.isExceededTextLimit, width: parentSize.width) ?? false
    }

    /// "Read more" shows only when the limit is exceeded and the text is collapsed.
    static func showsReadMore(_ viewModel: WallPostViewModel, _ parentSize: Size) -> Bool {
        !viewModel.isExpandText && isExceededTextLimit(viewModel, parentSize)
    }

    /// Origin from `subviewFrames`, size from `subviewSizes` by `isExpandText`.
    static func rectForTextLbl(_ viewModel: WallPostViewModel, _ parentSize: Size) -> Rect {
        let frame = viewModel.subviewFrames.rect(.textLbl, parentSize: parentSize) {
            Rect(origin: Point(x: margin, y: headerBottom + spacing),
                 size: textSizeBounds(viewModel, parentSize).maxSize)
        }
        guard frame != .zero else { return .zero }
        return Rect(origin: frame.origin, size: textSizeBounds(viewModel, parentSize).size(expanded: viewModel.isExpandText))
    }

    /// Below the text; sized to its measured title.
    static func rectForReadMoreButton(_ viewModel: WallPostViewModel, _ parentSize: Size) -> Rect {
        guard parentSize.width > 0 else { return .zero }
        let size = viewModel.subviewSizes.sizeBounds(.readMoreButton, width: parentSize.width) {
            let title = Typesetter.shared.layout(CellStrings.readMore(viewModel.language), font: readMoreFont,
                                                 lineHeight: readMoreLineHeight, maxWidth: parentSize.width - 2 * margin)
            return SizeBounds(fixed: Size(width: title.size.width.rounded(.up), height: readMoreLineHeight))
        }.minSize
        return Rect(origin: Point(x: margin, y: rectForTextLbl(viewModel, parentSize).maxY + 4), size: size)
    }

    /// The bottom of the block above the gallery: "read more" when shown, else
    /// the text, else the header.
    static func textBlockBottom(_ viewModel: WallPostViewModel, _ parentSize: Size) -> Double {
        if showsReadMore(viewModel, parentSize) { return rectForReadMoreButton(viewModel, parentSize).maxY }
        return viewModel.text.isEmpty ? headerBottom : rectForTextLbl(viewModel, parentSize).maxY
    }

    /// One photo at 4:3, several in a strip half as tall as wide; 0 high without photos.
    static func rectForGalleryView(_ viewModel: WallPostViewModel, _ parentSize: Size) -> Rect {
        guard parentSize.width > 0 else { return .zero }
        let size = viewModel.subviewSizes.sizeBounds(.galleryView, width: parentSize.width) {
            let width = parentSize.width - 2 * margin
            let height = switch viewModel.photoCount {
            case 0: 0.0
            case 1: (width * 0.75).rounded()
            default: (width * 0.5).rounded()
            }
            return SizeBounds(fixed: Size(width: width, height: height))
        }.minSize
        let bottom = textBlockBottom(viewModel, parentSize)
        return Rect(origin: Point(x: margin, y: viewModel.photoCount == 0 ? bottom : bottom + spacing), size: size)
    }

    static func rectForCommentButton(_ viewModel: WallPostViewModel, _ parentSize: Size) -> Rect {
        rectForButton(.commentButton, column: 0, viewModel, parentSize)
    }

    static func rectForLikeButton(_ viewModel: WallPostViewModel, _ parentSize: Size) -> Rect {
        rectForButton(.likeButton, column: 1, viewModel, parentSize)
    }

    static func rectForRepostButton(_ viewModel: WallPostViewModel, _ parentSize: Size) -> Rect {
        rectForButton(.repostButton, column: 2, viewModel, parentSize)
    }

    /// Three equal buttons in a row below the gallery.
    private static func rectForButton(_ key: CacheKey, column: Int, _ viewModel: WallPostViewModel,
                                      _ parentSize: Size) -> Rect {
        guard parentSize.width > 0 else { return .zero }
        let size = viewModel.subviewSizes.sizeBounds(key, width: parentSize.width) {
            SizeBounds(fixed: Size(width: ((parentSize.width - 2 * margin) / 3).rounded(.down), height: buttonHeight))
        }.minSize
        let top = rectForGalleryView(viewModel, parentSize).maxY + spacing
        return Rect(origin: Point(x: margin + Double(column) * size.width, y: top), size: size)
    }

    /// Cached per width, compact and expanded; when not cached, every frame is
    /// computed (`calculateCoordinates`), then the comment button's bottom plus
    /// a margin, rounded.
    public static func calculateCellHeight(_ viewModel: WallPostViewModel?, _ tableSize: Size) -> Double {
        guard let viewModel, tableSize.width > 0 else { return 0 }
        let key: CacheKey = viewModel.isExpandText ? .expandedHeight : .compactHeight
        return viewModel.subviewSizes.number(key, width: tableSize.width) {
            calculateCoordinates(viewModel, tableSize)
            return (rectForCommentButton(viewModel, tableSize).maxY + margin).rounded()
        }
    }

    public static func calculateCoordinates(_ viewModel: WallPostViewModel, _ tableSize: Size) {
        _ = rectForAvatarImgView(viewModel, tableSize)
        _ = rectForOwnerNameLbl(viewModel, tableSize)
        _ = rectForPostDateLbl(viewModel, tableSize)
        _ = rectForTextLbl(viewModel, tableSize)
        _ = rectForReadMoreButton(viewModel, tableSize)
        _ = rectForGalleryView(viewModel, tableSize)
        _ = rectForCommentButton(viewModel, tableSize)
        _ = rectForLikeButton(viewModel, tableSize)
        _ = rectForRepostButton(viewModel, tableSize)
    }
}
