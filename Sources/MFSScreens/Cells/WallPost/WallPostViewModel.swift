import MFS

/// A post on a user's wall: a composite cell (MFS-SPEC, cell type 3) whose
/// text expands and collapses, so its height changes and is cached per width
/// for both states.
public struct WallPostViewModel: CellViewModel {
    public let id: String
    /// `nil` or empty shows the "hidden name" fallback.
    public let ownerName: String?
    /// `nil` or empty shows the "unknown date" fallback.
    public let postDate: String?
    /// Empty hides the text.
    public let text: String
    /// The number of photos; 0 hides the gallery.
    public let photoCount: Int
    public let likes: Int
    public let comments: Int
    public let reposts: Int
    public let language: Language
    /// Which text size the frames use: `maxSize` when true. Tapping "read more" flips it.
    public var isExpandText = false
    /// `subviewFrames`: `{ width: { "textLbl": rect } }`.
    public let subviewFrames = WidthCache()
    /// `subviewSizes`: `{ width: { "textLbl": { "minSize", "maxSize" }, "galleryView": .., buttons..,
    /// "isExceededTextLimit": flag, "compactHeight", "expandedHeight" } }`.
    public let subviewSizes = WidthCache()

    public init(id: String, ownerName: String?, postDate: String?, text: String, photoCount: Int = 0,
                likes: Int = 0, comments: Int = 0, reposts: Int = 0, language: Language = .en) {
        self.id = id
        self.ownerName = ownerName
        self.postDate = postDate
        self.text = text
        self.photoCount = max(0, photoCount)
        self.likes = likes
        self.comments = comments
        self.reposts = reposts
        self.language = language
    }

    public var displayName: String { ownerName.or(CellStrings.hiddenName(language)) }
    public var displayDate: String { postDate.or(CellStrings.unknownDate(language)) }

    /// Equal when it is the same post in the same state: what the UI shows.
    public func isEqualToModel(_ other: WallPostViewModel) -> Bool {
        id == other.id && isExpandText == other.isExpandText
    }
}
