import UIKit

/// The user profile screen: the header, the photo strip and the wall.
public struct ProfileViewModel: Sendable {
    public var user: UserProfileViewModel
    public var gallery: UserProfileGalleryViewModel
    public var posts: [WallPostViewModel]

    public init(user: UserProfileViewModel, gallery: UserProfileGalleryViewModel, posts: [WallPostViewModel]) {
        self.user = user
        self.gallery = gallery
        self.posts = posts
    }

    /// Posts in a page the profile loads when it nears its bottom.
    static let pageSize = 10

    /// The table's `cellsViewModel`, by section: the header and the photo strip, then the wall.
    /// (The original indexed a flat array by `indexPath.section`, one row per section.)
    public var cellsViewModel: [[any CellViewModel]] {
        [[user, gallery], posts]
    }

    /// Equal when the same user shows the same posts in the same states.
    public func isEqualToModel(_ other: ProfileViewModel) -> Bool {
        user.isEqualToModel(other.user) && gallery.isEqualToModel(other.gallery)
            && posts.count == other.posts.count && zip(posts, other.posts).allSatisfy { $0.isEqualToModel($1) }
    }
}
