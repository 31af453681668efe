import MFS

/// A wall post: avatar, owner name and date, expandable text with "read
/// more", a photo gallery, and comment / like / repost buttons with counters.
/// The main file holds the setter and the action; the steps are in `+Management`.
public final class WallPostCell: ManagedCell {
    public let contentView = View(name: "WallPostCell")
    public let management = ManagementState<WallPostViewModel>()

    var avatarImgView: View?
    var ownerNameLbl: View?
    var postDateLbl: View?
    var textLbl: View?
    var readMoreButton: View?
    var galleryView: View?
    var commentButton: View?
    var likeButton: View?
    var repostButton: View?

    public init() {
        buildFromInitializer()
    }

    /// The view-model setter, as `cell.viewModel = ...` calls it on iOS.
    public var viewModel: WallPostViewModel? {
        get { management.viewModel }
        set { setViewModel(newValue) }
    }

    /// The "read more" button's action: the view model with the text expanded,
    /// for the table to store and reload (the height changes).
    public func readMorePressed() -> WallPostViewModel? {
        guard var model = viewModel else { return nil }
        model.isExpandText.toggle()
        return model
    }
}
