import MFS

extension ProfileView {
    public func updateStyles(_ viewModel: ProfileViewModel) {
        if let table = tableView?.view { Self.styleForTableView(table, viewModel) }
    }

    /// The white page behind the table.
    public func postUIsetting() {
        view.backgroundColor = .white
    }

    static func styleForTableView(_ view: View, _ viewModel: ProfileViewModel) {
        guard !view.isStylized else { return }
        view.backgroundColor = .white
        view.isStylized = true
    }
}
