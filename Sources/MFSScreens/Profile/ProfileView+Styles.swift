import UIKit

extension ProfileView {
    func updateStyles(_ viewModel: ProfileViewModel?) {
        traced(.updateStyles) {
            if let tableView { styleForTableView(tableView, vm: viewModel) }
        }
    }

    /// The white page behind the table.
    func postUIsetting() {
        traced(.postUIsetting) { backgroundColor = .white }
    }

    func styleForTableView(_ tableView: UITableView, vm viewModel: ProfileViewModel?) {
        guard !tableView.isStylized else { return }
        tableView.backgroundColor = .white
        tableView.isStylized = true
    }
}
