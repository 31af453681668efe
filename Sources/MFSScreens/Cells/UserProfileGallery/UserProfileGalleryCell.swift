import MFS

/// A static cell: a title and four square thumbnails, hidden beyond the photo
/// count. Management stays here: the main file is short.
public final class UserProfileGalleryCell: ManagedCell {
    public let contentView = View(name: "UserProfileGalleryCell")
    public let management = ManagementState<UserProfileGalleryViewModel>()
    static let thumbnailCount = 4

    var titleLbl: View?
    var photoImgViews: [View] = []

    public init() {
        buildFromInitializer()
    }

    public var viewModel: UserProfileGalleryViewModel? {
        get { management.viewModel }
        set { setViewModel(newValue) }
    }

    public func initSubviews(_ viewModel: UserProfileGalleryViewModel?) {
        if titleLbl == nil { titleLbl = View(name: "titleLbl", kind: .label) }
        if photoImgViews.isEmpty {
            photoImgViews = (0..<Self.thumbnailCount).map { View(name: "photoImgView\($0)", kind: .image) }
        }
    }

    public func bindDataFrom(_ viewModel: UserProfileGalleryViewModel) {
        titleLbl?.text = viewModel.title
        for (index, photo) in photoImgViews.enumerated() {
            photo.imageName = "photo\(index)"
            photo.isHidden = index >= viewModel.photoCount
        }
    }

    public func resizeSubviews(_ viewModel: UserProfileGalleryViewModel) {
        let size = contentView.frame.size
        titleLbl?.setFrame(Self.rectForTitleLbl(viewModel, size), from: .static)
        for (index, photo) in photoImgViews.enumerated() {
            photo.setFrame(Self.rectForPhotoImgView(index, viewModel, size), from: .static)
        }
    }

    public func addSubviewsToSuperView() {
        for subview in [titleLbl].compactMap({ $0 }) + photoImgViews where subview.superview == nil {
            contentView.addSubview(subview)
        }
    }
}
