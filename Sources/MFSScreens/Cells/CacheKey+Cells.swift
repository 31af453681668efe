import UIKit

/// The keys the demo cells cache frames, sizes and heights under, made once
/// (a key's name is its subview's property name, or the flag's or height's).
extension CacheKey {
    static let avatarImgView = CacheKey("avatarImgView")
    static let fullNameLbl = CacheKey("fullNameLbl")
    static let lastSeenLbl = CacheKey("lastSeenLbl")
    static let messageLbl = CacheKey("messageLbl")
    static let statusLbl = CacheKey("statusLbl")
    static let titleLbl = CacheKey("titleLbl")
    static let ownerNameLbl = CacheKey("ownerNameLbl")
    static let postDateLbl = CacheKey("postDateLbl")
    static let textLbl = CacheKey("textLbl")
    static let readMoreBtn = CacheKey("readMoreBtn")
    static let photoGallery = CacheKey("photoGallery")
    static let commentBtn = CacheKey("commentBtn")
    static let likeBtn = CacheKey("likeBtn")
    static let repostBtn = CacheKey("repostBtn")
    static let isExceededTextLimit = CacheKey("isExceededTextLimit")
    static let compactHeight = CacheKey("compactHeight")
    static let expandedHeight = CacheKey("expandedHeight")
}
