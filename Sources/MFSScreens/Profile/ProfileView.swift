import MFS

/// The profile screen's main view (the view-separation pattern): it owns the
/// table and carries the MFS categories itself, so the controller keeps only
/// the life cycle and the user's actions.
public final class ProfileView: LoadableView, ManagedController {
    public let view = View(name: "view")
    public let management = ManagementState<ProfileViewModel>()

    var tableView: TableView?

    public init() {}

    /// The table, once `initSubviews` created it.
    public var table: TableView? { tableView }
}
