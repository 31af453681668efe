import MFS

/// The demo app's cell classes, as its table delegates map view models to them.
public enum AppCells {
    public static let registry = CellRegistry([
        CellType(FriendCell.self),
        CellType(MessageCell.self),
        CellType(WallPostCell.self),
        CellType(UserProfileCell.self),
        CellType(UserProfileGalleryCell.self),
    ])
}
