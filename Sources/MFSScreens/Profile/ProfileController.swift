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
    /// The page being loaded and pre-computed off the main thread, from
    /// `loadNextPage` until `pageDidLoad`.
    public private(set) var pageLoad: PageLoad?
    // endregion

    // region: viewDidLoad
    public override func viewDidLoad() {
        super.viewDidLoad()
        mainView.trace = trace
        mainView.onNearBottom = { [weak self] in self?.loadNextPage() }
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
    /// The paging trigger fired: sets `isLoadingData`, starts the footer
    /// spinner, reads the table size here, and hands the next page to the
    /// background, which loads it and computes its frames on every core
    /// (`PageLoad.run`). Its main-queue half is `pageDidLoad`.
    func loadNextPage() {
        guard !isLoadingData else { return skipped(.loadNextPage, .alreadyLoading) }
        traced(.loadNextPage) {
            isLoadingData = true
            mainView.footerLoader?.startAnimating()
            let tableSize = mainView.tableView?.frame.size ?? .zero
            traced(.calculateCoordinates) {
                pageLoad = PageLoad(page: loadedPages + 1, tableSize: tableSize)
            }
        }
    }
    // endregion

    // region: pageDidLoad
    /// Back on the main thread (the original's `MainQueue` block): appends the
    /// page, reloads the table, clears the flag, stops the spinner. On iOS the
    /// completion is dispatched to the main queue; the engine has no run loop,
    /// so whoever drives the screen runs `pageLoad` and calls this.
    public func pageDidLoad(_ posts: [WallPostViewModel]) {
        traced(.pageDidLoad) {
            viewModel?.posts += posts
            loadedPages += 1
            pageLoad = nil
            traced(.loadingFinished) {
                isLoadingData = false
                mainView.footerLoader?.stopAnimating()
            }
        }
    }
    // endregion

    // region: readMore
    /// A post's "read more": the main view flips the post's `isExpandText` and reloads
    /// its row (the table asks the heights again; they are cached per state); the
    /// controller keeps the new view model, which the view already shows.
    public func readMoreBtnAction(at indexPath: IndexPath) {
        guard let model = mainView.readMore(at: indexPath) else { return }
        viewModel = model
    }
    // endregion
}
