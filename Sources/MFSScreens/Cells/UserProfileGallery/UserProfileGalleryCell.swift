import UIKit

/// A static cell: a title and four square thumbnails, hidden beyond the photo
/// count. Management stays here: the main file is short.
public final class UserProfileGalleryCell: UITableViewCell, ViewModelCell {
    /// Restyles, resizes only while in the table, binds. The original held it weakly (the
    /// table's view model owned it); a Swift struct is held by value.
    public var viewModel: UserProfileGalleryViewModel? {
        didSet {
            traced(.setViewModel) {
                updateStyles(viewModel)
                if superview != nil { resizeSubviews(viewModel) } else { skipped(.resizeSubviews, .notInSuperview) }
                bindDataFrom(viewModel)
            }
        }
    }
    var oldViewModel: UserProfileGalleryViewModel?
    /// The view model of the last resize: the resize guard's own record, not `oldViewModel`.
    var resizedViewModel: UserProfileGalleryViewModel?
    var oldSize: CGSize = .zero

    static let thumbnailCount = 4
    var titleLbl: UILabel?
    var photoImgViews: [UIImageView] = []

    public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        traced(.initializer) { prepareUI() }
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        resizeSubviews(viewModel)
    }

    func prepareUI() {
        traced(.prepareUI) {
            initSubviews()
            updateStyles(viewModel)
            resizeSubviews(viewModel)
            bindDataFrom(viewModel)
            addSubviewsToSuperView()
        }
    }

    func initSubviews() {
        traced(.initSubviews) {
            if titleLbl == nil {
                titleLbl = UILabel()
                titleLbl?.accessibilityIdentifier = "titleLbl"
            }
            if photoImgViews.isEmpty {
                photoImgViews = (0..<Self.thumbnailCount).map { index in
                    let photo = UIImageView()
                    photo.accessibilityIdentifier = "photoImgView\(index)"
                    return photo
                }
            }
        }
    }

    func bindDataFrom(_ viewModel: UserProfileGalleryViewModel?) {
        guard let viewModel else { return skipped(.bindDataFrom, .noViewModel) }
        if let oldViewModel, oldViewModel.isEqualToModel(viewModel) { return skipped(.bindDataFrom, .sameViewModel) }
        oldViewModel = viewModel
        traced(.bindDataFrom) {
            titleLbl?.text = viewModel.title
            for (index, photo) in photoImgViews.enumerated() {
                photo.image = UIImage(named: CellImages.photo(index))
                photo.accessibilityLabel = CellStrings.photo(index + 1, viewModel.language)
                photo.isHidden = index >= viewModel.photoCount
            }
        }
    }

    func resizeSubviews(_ viewModel: UserProfileGalleryViewModel?) {
        guard let viewModel else { return skipped(.resizeSubviews, .noViewModel) }
        if let resizedViewModel, resizedViewModel.isEqualToModel(viewModel), oldSize == contentView.bounds.size {
            return skipped(.resizeSubviews, .sameSize)
        }
        traced(.resizeSubviews) {
            titleLbl?.frame = Self.rectForTitleLbl(viewModel, parentSize: contentView.bounds.size)
            for (index, photo) in photoImgViews.enumerated() {
                photo.frame = Self.rectForPhotoImgView(index, viewModel, parentSize: contentView.bounds.size)
            }
        }
        resizedViewModel = viewModel
        oldSize = contentView.bounds.size
    }

    func addSubviewsToSuperView() {
        traced(.addSubviewsToSuperView) {
            let subviews: [UIView?] = [titleLbl] + photoImgViews.map { $0 }
            for subview in subviews {
                if let subview, subview.superview == nil { contentView.addSubview(subview) }
            }
        }
    }
}
