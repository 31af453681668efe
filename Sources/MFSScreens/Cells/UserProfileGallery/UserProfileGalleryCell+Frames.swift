import MFS

/// Pure frame functions, all static (the class cache, per width).
extension UserProfileGalleryCell {
    public static let subviewStaticFrames = WidthCache()

    static let margin = 16.0
    static let gap = 8.0
    static let thumbnailsTop = 44.0
    /// `photoImgView0`, `photoImgView1`, ...: one cache key per thumbnail.
    static let photoImgViewKeys = (0..<thumbnailCount).map { CacheKey("photoImgView\($0)") }

    static func rectForTitleLbl(_ viewModel: UserProfileGalleryViewModel?, _ parentSize: Size) -> Rect {
        subviewStaticFrames.rect(.titleLbl, parentSize: parentSize) {
            Rect(x: margin, y: 12, width: max(0, parentSize.width - 2 * margin), height: titleLineHeight)
        }
    }

    /// Four equal squares across the width between the margins.
    static func rectForPhotoImgView(_ index: Int, _ viewModel: UserProfileGalleryViewModel?, _ parentSize: Size) -> Rect {
        subviewStaticFrames.rect(photoImgViewKeys[index], parentSize: parentSize) {
            let count = Double(thumbnailCount)
            let side = max(0, ((parentSize.width - 2 * margin - (count - 1) * gap) / count).rounded(.down))
            return Rect(x: margin + Double(index) * (side + gap), y: thumbnailsTop, width: side, height: side)
        }
    }

    /// The same for every view model at a width: the thumbnails' bottom plus a margin.
    public static func calculateCellHeight(_ viewModel: UserProfileGalleryViewModel?, _ tableSize: Size) -> Double {
        guard tableSize.width > 0 else { return 0 }
        return rectForPhotoImgView(0, viewModel, tableSize).maxY + margin
    }

    public static func calculateCoordinates(_ viewModel: UserProfileGalleryViewModel, _ tableSize: Size) {
        _ = rectForTitleLbl(viewModel, tableSize)
        for index in 0..<thumbnailCount { _ = rectForPhotoImgView(index, viewModel, tableSize) }
    }
}
