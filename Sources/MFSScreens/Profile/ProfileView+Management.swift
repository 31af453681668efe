import MFS

extension ProfileView {
    public func removeSubviews() {
        view.removeAllSubviews()
        tableView = nil
    }

    public func initSubviews(_ viewModel: ProfileViewModel) {
        if tableView == nil { tableView = TableView(registry: AppCells.registry) }
    }

    public func bindDataFrom(_ viewModel: ProfileViewModel) {
        tableView?.setModel(viewModel.tableModel)
    }

    /// The table takes its frame; a new width makes it ask its rows' heights again.
    public func resizeSubviews(_ viewModel: ProfileViewModel) {
        guard let tableView else { return }
        let frame = Self.rectForTableView(viewModel, view.frame.size)
        tableView.view.frame.origin = frame.origin
        tableView.setSize(frame.size)
    }

    public func addSubviewsToSuperView() {
        if let table = tableView?.view, table.superview == nil { view.addSubview(table) }
    }
}
