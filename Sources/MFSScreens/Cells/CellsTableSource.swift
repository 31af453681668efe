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

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        AppCells.cell(for: cellsViewModel[indexPath.section][indexPath.row], in: tableView)
    }

    /// The "read more" button of the post at `indexPath`, as a table controller
    /// wires it: the cell's action flips the view model's `isExpandText`, the source
    /// stores it and the table reloads the row, asking every row's height again.
    /// Does nothing unless a wall-post cell shows that row.
    public func readMoreTapped(at indexPath: IndexPath, in tableView: UITableView) {
        guard let cell = tableView.cellForRow(at: indexPath) as? WallPostCell, let button = cell.readMoreBtn,
              let model = cell.readMoreBtnAction(button) else { return }
        cellsViewModel[indexPath.section][indexPath.row] = model
        tableView.reloadRows(at: [indexPath], with: .automatic)
    }
}
