import UIKit

/// What a wall post's view model shows, and its caches: one immutable object
/// shared by every copy of the view model, so copying one (as a table does
/// for each row it asks a height of) retains one reference, not every string.
final class WallPostViewModelStorage: Sendable {
    let id: String
    let ownerName: String?
    let postDate: String?
    let text: String
    let photoCount: Int
    let likes: Int
    let comments: Int
    let reposts: Int
    let language: Language
    let subviewFrames = FrameCache<CGRect>()
    let subviewSizes = FrameCache<CGSize>()
    let cellHeights = FrameCache<CGFloat>()

    init(id: String, ownerName: String?, postDate: String?, text: String, photoCount: Int, likes: Int,
         comments: Int, reposts: Int, language: Language) {
        self.id = id
        self.ownerName = ownerName
        self.postDate = postDate
        self.text = text
        self.photoCount = photoCount
        self.likes = likes
        self.comments = comments
        self.reposts = reposts
        self.language = language
    }
}
