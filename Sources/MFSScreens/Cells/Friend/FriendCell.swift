import MFS

/// A contact: avatar, full name and an optional "last seen" line. A static
/// cell: every frame is the same for every view model, so all of them live in
/// the class cache, and the height is a constant. Management stays here: the
/// main file is short.
public final class FriendCell: ManagedCell {
    public let contentView = View(name: "FriendCell")
    public let management = ManagementState<FriendViewModel>()

    var avatarImgView: View?
    var fullNameLbl: View?
    var lastSeenLbl: View?

    public init() {
        buildFromInitializer()
    }

    /// The view-model setter, as `cell.viewModel = ...` calls it on iOS.
    public var viewModel: FriendViewModel? {
        get { management.viewModel }
        set { setViewModel(newValue) }
    }

    public func initSubviews(_ viewModel: FriendViewModel?) {
        if avatarImgView == nil { avatarImgView = View(name: "avatarImgView", kind: .image) }
        if fullNameLbl == nil { fullNameLbl = View(name: "fullNameLbl", kind: .label) }
        if lastSeenLbl == nil { lastSeenLbl = View(name: "lastSeenLbl", kind: .label) }
    }

    public func bindDataFrom(_ viewModel: FriendViewModel) {
        avatarImgView?.imageName = "avatar"
        avatarImgView?.accessibilityLabel = viewModel.displayName
        fullNameLbl?.text = viewModel.displayName
        lastSeenLbl?.text = viewModel.showsLastSeen ? viewModel.lastSeen : nil
        lastSeenLbl?.isHidden = !viewModel.showsLastSeen
    }

    public func resizeSubviews(_ viewModel: FriendViewModel) {
        let size = contentView.frame.size
        avatarImgView?.setFrame(Self.rectForAvatarImgView(viewModel, size), from: .static)
        fullNameLbl?.setFrame(Self.rectForFullNameLbl(viewModel, size), from: .static)
        lastSeenLbl?.setFrame(Self.rectForLastSeenLbl(viewModel, size), from: .static)
    }

    public func addSubviewsToSuperView() {
        for subview in [avatarImgView, fullNameLbl, lastSeenLbl].compactMap({ $0 }) where subview.superview == nil {
            contentView.addSubview(subview)
        }
    }
}
