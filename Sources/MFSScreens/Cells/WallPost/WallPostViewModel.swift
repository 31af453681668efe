import UIKit

/// A post on a user's wall: a composite cell (the third cell type) whose
/// text expands and collapses, so its height changes and is cached per width
/// for both states.
public struct WallPostViewModel: CellViewModel {
    /// The data and caches every copy shares.
    private let storage: WallPostViewModelStorage
    /// Which text size the frames use: `maxSize` when true. Tapping "read more" flips it.
    public var isExpandText = false

    public init(id: String, ownerName: String?, postDate: String?, text: String, photoCount: Int = 0,
                likes: Int = 0, comments: Int = 0, reposts: Int = 0, language: Language = .en) {
        storage = WallPostViewModelStorage(id: id, ownerName: ownerName, postDate: postDate, text: text,
                                           photoCount: max(0, photoCount), likes: likes, comments: comments,
                                           reposts: reposts, language: language)
    }

    public var id: String { storage.id }
    /// `nil` or empty shows the "hidden name" fallback.
    public var ownerName: String? { storage.ownerName }
    /// `nil` or empty shows the "unknown date" fallback.
    public var postDate: String? { storage.postDate }
    /// Empty hides the text.
    public var text: String { storage.text }
    /// The number of photos; 0 hides the gallery.
    public var photoCount: Int { storage.photoCount }
    public var likes: Int { storage.likes }
    public var comments: Int { storage.comments }
    public var reposts: Int { storage.reposts }
    public var language: Language { storage.language }
    /// `subviewFrames`: `{ width: { "textLbl": rect } }`.
    public var subviewFrames: FrameCache<CGRect> { storage.subviewFrames }
    /// `subviewSizes`: `{ width: { "textLbl": full size, "readMoreBtn", "photoGallery", buttons: size } }`.
    public var subviewSizes: FrameCache<CGSize> { storage.subviewSizes }
    /// `{ width: { "compactHeight", "expandedHeight": row height } }`.
    public var cellHeights: FrameCache<CGFloat> { storage.cellHeights }

    public var displayName: String { ownerName.or(CellStrings.hiddenName(language)) }
    public var displayDate: String { postDate.or(CellStrings.unknownDate(language)) }

    // region: isEqualToModel
    /// Equal when it is the same post in the same state: what the UI shows.
    public func isEqualToModel(_ other: WallPostViewModel) -> Bool {
        id == other.id && isExpandText == other.isExpandText
    }
    // endregion
}
