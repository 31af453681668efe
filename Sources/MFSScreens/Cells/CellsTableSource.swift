import UIKit

/// The data source and delegate of a table of cell view models, by section:
/// heights and cells from `AppCells`, as the original's table controller did.
public final class CellsTableSource: UITableViewDataSource, UITableViewDelegate {
    public var cellsViewModel: [[any CellViewModel]]

    public init(_ cellsViewModel: [[any CellViewModel]]) {
        self.cellsViewModel = cellsViewModel
    }

    public func numberOfSections(in tableView: UITableView) -> Int { cellsViewModel.count }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        cellsViewModel[section].count
    }

    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        AppCells.heightForRow(cellsViewModel[indexPath.section][indexPath.row], tableSize: tableView.frame.size)
    }

    /// The row's cell; a wall post's "read more" comes back to `readMore(at:in:)`.
    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = AppCells.cell(for: cellsViewModel[indexPath.section][indexPath.row], in: tableView)
        (cell as? WallPostCell)?.onReadMore = { [weak self, weak tableView] cell in
            guard let tableView, let indexPath = tableView.indexPath(for: cell) else { return }
            self?.readMore(at: indexPath, in: tableView)
        }
        return cell
    }

    /// "Read more" on the post at `indexPath`: flips its `isExpandText`, stores it and
    /// reloads the row, so the table asks every row's height again. Nothing for a row
    /// that is no wall post.
    func readMore(at indexPath: IndexPath, in tableView: UITableView) {
        guard var post = cellsViewModel[indexPath.section][indexPath.row] as? WallPostViewModel else { return }
        post.isExpandText.toggle()
        cellsViewModel[indexPath.section][indexPath.row] = post
        tableView.reloadRows(at: [indexPath], with: .automatic)
    }
}
