import MFS

/// The user profile controller: a `ViewController<ProfileView>`, so it reaches
/// its view as the typed `mainView`. It keeps the life cycle, hands the view
/// model to the view and handles the user's actions; the view draws.
public final class ProfileController: ViewController<ProfileView> {
    /// The view-model setter: handed to the main view.
    public var viewModel: ProfileViewModel? {
        get { mainView.management.viewModel }
        set { mainView.setViewModel(newValue) }
    }

    public func viewDidAppear() {
        mainView.viewDidAppear()
    }

    public func viewWillTransition(to size: Size) {
        mainView.viewWillTransition(to: size)
    }

    /// A post's "read more": the view model flips `isExpandText` and the table
    /// reloads that row (its height is cached per state).
    public func readMorePressed(at indexPath: IndexPath) {
        guard let table = mainView.table, var post = table.model[indexPath] as? WallPostViewModel else { return }
        post.isExpandText.toggle()
        table.reloadRow(at: indexPath, with: post)
    }
}
