import MFS

/// The profile header: a large avatar, the name, and the measured status.
/// Management stays here: the main file is short.
public final class UserProfileCell: ManagedCell {
    public let contentView = View(name: "UserProfileCell")
    public let management = ManagementState<UserProfileViewModel>()

    var avatarImgView: View?
    var fullNameLbl: View?
    var statusLbl: View?

    public init() {
        buildFromInitializer()
    }

    public var viewModel: UserProfileViewModel? {
        get { management.viewModel }
        set { setViewModel(newValue) }
    }

    public func initSubviews(_ viewModel: UserProfileViewModel?) {
        if avatarImgView == nil { avatarImgView = View(name: "avatarImgView", kind: .image) }
        if fullNameLbl == nil { fullNameLbl = View(name: "fullNameLbl", kind: .label) }
        if statusLbl == nil { statusLbl = View(name: "statusLbl", kind: .label) }
    }

    public func bindDataFrom(_ viewModel: UserProfileViewModel) {
        avatarImgView?.imageName = "avatar"
        avatarImgView?.accessibilityLabel = viewModel.displayName
        fullNameLbl?.text = viewModel.displayName
        statusLbl?.text = viewModel.status
        statusLbl?.isHidden = viewModel.status.isEmpty
    }

    public func resizeSubviews(_ viewModel: UserProfileViewModel) {
        let size = contentView.frame.size
        avatarImgView?.setFrame(Self.rectForAvatarImgView(viewModel, size), from: .static)
        fullNameLbl?.setFrame(Self.rectForFullNameLbl(viewModel, size), from: .static)
        statusLbl?.setFrame(Self.rectForStatusLbl(viewModel, size), from: .frames)
    }

    public func addSubviewsToSuperView() {
        for subview in [avatarImgView, fullNameLbl, statusLbl].compactMap({ $0 }) where subview.superview == nil {
            contentView.addSubview(subview)
        }
    }
}
