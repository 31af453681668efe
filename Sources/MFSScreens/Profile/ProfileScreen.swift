import UIKit
import MFS

/// The catalog entry of the user profile table: header, photos, wall posts.
public struct ProfileScreen: ScreenDefinition {
    public let name = "profile"
    public let summary = "The user profile table: a header cell, a photo strip cell and wall-post cells."
    public let descriptions = [
        "ru": "профиль пользователя: шапка, галерея и записи на стене",
        "es": "perfil de usuario: cabecera, galería y publicaciones del muro",
        "de": "Benutzerprofil: Kopf, Galerie und Pinnwandbeiträge",
    ]
    public let modelKeys = [
        ModelKey("fullName", .string, "the user's name; empty shows the \"hidden name\" fallback"),
        ModelKey("status", .string, "the status under the name; empty hides it"),
        ModelKey("photos", .int, "the number of photos in the strip"),
    ]
    /// `expanded`: the first post's "read more" tapped (its button's action);
    /// `paging`: scrolled past the paging threshold to the end of the content, the
    /// next page loading behind the footer spinner (handed to the background, not yet shown).
    public let states = ["collapsed", "expanded", "paging"]

    public init() {}

    /// The caches of the profile's views (`TableScreenSnapshot`): the header's
    /// (static avatar and name, the status's frame from the view model), the
    /// photo strip's (static) and the wall posts'.
    static let frameSources: [String: FrameSource] = {
        var sources: [String: FrameSource] = ["avatarImgView": .static, "fullNameLbl": .static, "statusLbl": .frames, "titleLbl": .static]
        for key in UserProfileGalleryCell.photoImgViewKeys { sources[key] = .static }
        return sources.merging(WallPostScreen.frameSources) { header, _ in header }
    }()

    /// The whole table (every row, the canvas as tall as the content); in the
    /// `paging` state the screen as it shows: the window of the request's size,
    /// scrolled to the end, the footer spinner at its bottom (`TableScreenSnapshot.window`),
    /// the next page still queued for the background.
    public func render(_ request: ScreenRequest) -> ScreenSnapshot {
        HeadlessRunLoop().run {
            let (controller, window) = shown(request)
            guard let table = controller.mainView.tableView else { return ScreenSnapshot(screen: name, size: .zero) }
            return withExtendedLifetime(window) {
                request.state == "paging" ? TableScreenSnapshot.window(name, table, frameSources: Self.frameSources)
                    : TableScreenSnapshot.snapshot(name, table, frameSources: Self.frameSources)
            }
        }
    }

    /// In the `paging` state, the next page the figure's spinner waits for: the
    /// controller's background block run now, which loads the page and computes
    /// its frames on every core (`concurrentPerform`); the engine's record of the
    /// rows each worker computed and its CPU time, which vary from run to run.
    public func precomputation(_ request: ScreenRequest) -> [PrecomputationWorker]? {
        guard request.state == "paging" else { return nil }
        let runLoop = HeadlessRunLoop()
        runLoop.run {
            let (_, window) = shown(request)
            withExtendedLifetime(window) { runLoop.runBackground() }
        }
        return runLoop.workers
    }

    /// The controller showing `request`'s profile in a window of its size, in its
    /// state: `expanded` taps the first post's "read more"; `paging` scrolls to the
    /// paging threshold (the controller starts loading the next page), then on to
    /// the end of the content, where the footer spinner shows (scrolling on starts
    /// no second load: `isLoadingData`).
    private func shown(_ request: ScreenRequest) -> (ProfileController, UIWindow) {
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
        if request.state == "expanded" { Self.tapReadMore(controller, at: IndexPath(row: 0, section: 1)) }
        if request.state == "paging", let table = controller.mainView.tableView {
            table.contentOffset = CGPoint(x: 0, y: ProfileView.pagingThreshold(table))
            table.contentOffset = CGPoint(x: 0, y: max(0, table.contentSize.height - table.frame.height))
        }
        return (controller, window)
    }

    /// Taps the "read more" button of the post at `indexPath` (`sendActions`), as a
    /// user would: a row outside the window is scrolled into view first, then back.
    static func tapReadMore(_ controller: ProfileController, at indexPath: IndexPath) {
        guard let table = controller.mainView.tableView else { return }
        guard table.cellForRow(at: indexPath) == nil else { return tap(table, indexPath) }
        let offset = table.contentOffset
        table.contentOffset = CGPoint(x: 0, y: table.rectForRow(at: indexPath).minY)
        tap(table, indexPath)
        table.contentOffset = offset
    }

    private static func tap(_ table: UITableView, _ indexPath: IndexPath) {
        (table.cellForRow(at: indexPath) as? WallPostCell)?.readMoreBtn?.sendActions(for: .touchUpInside)
    }
}
