import UIKit

/// Class-level frame functions, all static (the class cache, per width).
extension UserProfileGalleryCell {
    public static let subviewStaticFrames = FrameCache<CGRect>()

    static let margin: CGFloat = 16
    static let gap: CGFloat = 8
    static let thumbnailsTop: CGFloat = 44
    /// `photoImgView0`, `photoImgView1`, ...: one cache key per thumbnail.
    static let photoImgViewKeys = (0..<thumbnailCount).map { "photoImgView\($0)" }

    static func rectForTitleLbl(_ viewModel: UserProfileGalleryViewModel?, parentSize: CGSize) -> CGRect {
        subviewStaticFrames.rect("titleLbl", parentSize: parentSize) {
            CGRect(x: margin, y: 12, width: max(0, parentSize.width - 2 * margin), height: titleLineHeight)
        }
    }

    /// Four equal squares across the width between the margins.
    static func rectForPhotoImgView(_ index: Int, _ viewModel: UserProfileGalleryViewModel?, parentSize: CGSize) -> CGRect {
        subviewStaticFrames.rect(photoImgViewKeys[index], parentSize: parentSize) {
            let count = CGFloat(thumbnailCount)
            let side = max(0, ((parentSize.width - 2 * margin - (count - 1) * gap) / count).rounded(.down))
            return CGRect(x: margin + CGFloat(index) * (side + gap), y: thumbnailsTop, width: side, height: side)
        }
    }

    /// The same for every view model at a width: the thumbnails' bottom plus a margin.
    public static func calculateCellHeight(fromVM viewModel: UserProfileGalleryViewModel?, tableSize: CGSize) -> CGFloat {
        guard tableSize.width > 0 else { return 0 }
        return rectForPhotoImgView(0, viewModel, parentSize: tableSize).maxY + margin
    }

    public static func calculateCoordinates(forVM viewModel: UserProfileGalleryViewModel, tableSize: CGSize) {
        _ = rectForTitleLbl(viewModel, parentSize: tableSize)
        for index in 0..<thumbnailCount { _ = rectForPhotoImgView(index, viewModel, parentSize: tableSize) }
    }
}
