import UIKit

/// The user profile controller: a `ViewController<ProfileView>`, so it reaches
/// its view as the typed `mainView`. It keeps the life cycle, hands the view
/// model to the view, loads the next page of posts when the table nears its
/// bottom, and handles the user's actions; the view draws.
public final class ProfileController: ViewController<ProfileView> {
    // region: properties
    /// The view-model setter: handed to the main view.
    public var viewModel: ProfileViewModel? {
        didSet { mainView.viewModel = viewModel }
    }
    /// Set while a page loads, so nearing the bottom again starts nothing.
    public private(set) var isLoadingData = false
    /// Pages appended so far.
    public private(set) var loadedPages = 0
    // endregion

    // region: viewDidLoad
    public override func viewDidLoad() {
        super.viewDidLoad()
        mainView.onNearBottom = { [weak self] in self?.loadNextPage() }
        mainView.onReadMore = { [weak self] in self?.readMore(at: $0) }
    }
    // endregion

    // region: viewDidAppear
    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        mainView.prepareUI()
    }
    // endregion

    // region: rotation
    /// After the rotation, the main view resizes in the pattern's animation.
    public override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: nil) { [weak self] _ in
            UIView.animate(withDuration: 0.3, delay: 0, options: .curveEaseOut, animations: {
                self?.mainView.resizeSubviews(self?.viewModel)
            })
        }
    }
    // endregion

    // region: loadNextPage
    /// The paging trigger fired: sets `isLoadingData`, starts the footer spinner
    /// and reads the table size, all on the main thread; then loads the next page
    /// and computes its frames on a background queue, and hands the posts back to
    /// the main queue (`pageDidLoad`).
    func loadNextPage() {
        guard !isLoadingData else { return }
        isLoadingData = true
        mainView.footerLoader?.startAnimating()
        let tableSize = mainView.tableView?.frame.size ?? .zero
        let page = loadedPages + 1
        DispatchQueue.global(qos: .userInitiated).async { [weak self] in
            guard let posts = self?.calculateCoordinates(page: page, tableSize: tableSize) else { return }
            DispatchQueue.main.async { self?.pageDidLoad(posts) }
        }
    }

    /// Off the main thread: loads the page's posts (here a mock-up feed) and
    /// computes every post's frames for `tableSize`, on every core at once, so
    /// the rows come with their caches full. It touches no view and no state of
    /// the controller, so it is `nonisolated`: on iOS a `UIViewController` is
    /// bound to the main actor, and this method must not be.
    nonisolated func calculateCoordinates(page: Int, tableSize: CGSize) -> [WallPostViewModel] {
        let posts = WallPostViewModel.feed(count: ProfileViewModel.pageSize, seed: UInt64(page))
        DispatchQueue.concurrentPerform(iterations: posts.count) { index in
            WallPostCell.calculateCoordinates(forVM: posts[index], tableSize: tableSize)
        }
        return posts
    }
    // endregion

    // region: pageDidLoad
    /// Back on the main queue: appends the page, reloads the table (the view-model
    /// setter), clears the flag and stops the spinner.
    func pageDidLoad(_ posts: [WallPostViewModel]) {
        viewModel?.posts += posts
        loadedPages += 1
        loadingFinished()
    }

    /// The page is shown: clears the flag and stops the footer spinner.
    func loadingFinished() {
        isLoadingData = false
        mainView.footerLoader?.stopAnimating()
    }
    // endregion

    // region: readMore
    /// A post's "read more": the main view flips the post's `isExpandText` and reloads
    /// its row (the table asks the heights again; they are cached per state); the
    /// controller keeps the new view model, which the view already shows.
    public func readMore(at indexPath: IndexPath) {
        if let model = mainView.readMore(at: indexPath) { viewModel = model }
    }
    // endregion
}
