import HeadlessUIKit
import MFS

/// The catalog entry of the user profile table: header, photos, wall posts.
public struct ProfileScreen: ScreenDefinition {
    public let name = "profile"
    public let summary = "The user profile table: a header cell, a photo strip cell and wall-post cells."
    public let modelKeys = [
        ModelKey("fullName", .string, "the user's name; empty shows the \"hidden name\" fallback"),
        ModelKey("status", .string, "the status under the name; empty hides it"),
        ModelKey("photos", .int, "the number of photos in the strip"),
    ]
    /// `expanded`: the first post's "read more" tapped (`ProfileController.readMoreBtnAction`);
    /// `paging`: scrolled to the paging threshold, the next page loading behind the
    /// footer spinner (its frames computed on background tasks, not yet shown).
    public let states = ["collapsed", "expanded", "paging"]

    public init() {}

    public func render(_ request: ScreenRequest) -> ScreenSnapshot {
        let overrides = ModelOverrides(request.model)
        var model = ProfileViewModel.mockUp(request.language)
        model.user = UserProfileViewModel(id: model.user.id, fullName: overrides.string("fullName") ?? model.user.fullName,
                                          status: overrides.string("status") ?? model.user.status,
                                          language: request.language)
        model.gallery = UserProfileGalleryViewModel(photoCount: overrides.int("photos") ?? model.gallery.photoCount,
                                                    language: request.language)
        let controller = ProfileController()
        let window = UIWindow(frame: CGRect(origin: .zero, size: request.size))
        window.rootViewController = controller
        controller.viewModel = model
        window.makeKeyAndVisible()
        if request.state == "expanded" { controller.readMoreBtnAction(at: IndexPath(row: 0, section: 1)) }
        if request.state == "paging", let table = controller.mainView.tableView {
            table.contentOffset = CGPoint(x: 0, y: ProfileView.pagingThreshold(table))
        }
        guard let table = controller.mainView.tableView else { return ScreenSnapshot(screen: name, size: .zero) }
        return TableScreenSnapshot.snapshot(name, table)
    }
}
