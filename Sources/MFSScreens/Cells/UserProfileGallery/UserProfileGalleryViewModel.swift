import UIKit

/// The profile's photo strip: a title with the count and up to four thumbnails.
public struct UserProfileGalleryViewModel: CellViewModel, Hashable {
    public let photoCount: Int
    public let language: Language

    public init(photoCount: Int, language: Language = .en) {
        self.photoCount = max(0, photoCount)
        self.language = language
    }

    /// The title over the thumbnails.
    public var title: String { CellStrings.photos(photoCount, language) }

    public func isEqualToModel(_ other: UserProfileGalleryViewModel) -> Bool { self == other }
}
