import UIKit

/// The profile screen's main view (the view-separation pattern): it owns the
/// table, feeds it its view model's cells, and carries the MFS categories
/// itself, so the controller keeps only the life cycle, paging and the user's actions.
public final class ProfileView: UIView, ConstructibleView, UITableViewDataSource, UITableViewDelegate {
    // region: setter
    /// With nothing bound yet, builds the UI; else binds and resizes.
    public var viewModel: ProfileViewModel? {
        didSet {
            guard !bounds.isEmpty else { return }
            if oldViewModel == nil {
                prepareUI()
            } else {
                bindDataFrom(viewModel)
                resizeSubviews(viewModel)
            }
        }
    }
    var oldViewModel: ProfileViewModel?
    /// The view model of the last resize: the resize guard's own record, not `oldViewModel`.
    var resizedViewModel: ProfileViewModel?
    var oldSize: CGSize = .zero
    // endregion

    public internal(set) var tableView: UITableView?
    /// The table's footer: the spinner shown while the next page loads.
    var footerView: UIView?
    public internal(set) var footerLoader: UIActivityIndicatorView?
    /// Called when the table scrolls near its bottom (the paging trigger).
    var onNearBottom: (() -> Void)?
    /// Called with a post's row when its "read more" is tapped.
    var onReadMore: ((IndexPath) -> Void)?

    // MARK: UITableViewDataSource, UITableViewDelegate

    public func numberOfSections(in tableView: UITableView) -> Int {
        viewModel?.cellsViewModel.count ?? 0
    }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        viewModel?.cellsViewModel[section].count ?? 0
    }

    // region: heightForRow
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        guard let viewModel else { return 0 }
        return AppCells.heightForRow(viewModel.cellsViewModel[indexPath.section][indexPath.row], tableSize: tableView.frame.size)
    }
    // endregion

    // region: cellForRow
    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let viewModel else { return UITableViewCell(style: .default, reuseIdentifier: nil) }
        let cell = AppCells.cell(for: viewModel.cellsViewModel[indexPath.section][indexPath.row], in: tableView)
        (cell as? WallPostCell)?.onReadMore = { [weak self, weak tableView] cell in
            guard let indexPath = tableView?.indexPath(for: cell) else { return }
            self?.onReadMore?(indexPath)
        }
        return cell
    }
    // endregion

    // region: paging
    /// Near the bottom (scrolled to `pagingThreshold` or further), tells the controller.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        if scrollView.contentSize.height > 0, scrollView.contentOffset.y >= Self.pagingThreshold(scrollView) {
            onNearBottom?()
        }
    }

    /// The content offset from which the rest of the content is at most 1.1 table heights.
    public static func pagingThreshold(_ scrollView: UIScrollView) -> CGFloat {
        let tableHeight = scrollView.frame.height
        return scrollView.contentSize.height - (tableHeight + tableHeight / 10)
    }
    // endregion
}
