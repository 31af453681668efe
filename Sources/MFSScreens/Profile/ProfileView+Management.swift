import UIKit

extension ProfileView {
    // region: prepareUI
    func prepareUI() {
        traced(.prepareUI) {
            removeSubviews()
            initSubviews(viewModel)
            updateStyles(viewModel)
            bindDataFrom(viewModel)
            resizeSubviews(viewModel)
            addSubviewsToSuperView()
            postUIsetting()
        }
    }
    // endregion

    /// Also forgets what was bound and sized: the new table is empty.
    func removeSubviews() {
        traced(.removeSubviews) {
            for subview in subviews { subview.removeFromSuperview() }
            tableView = nil
            footerView = nil
            footerLoader = nil
            oldViewModel = nil
            resizedViewModel = nil
            oldSize = .zero
        }
    }

    func initSubviews(_ viewModel: ProfileViewModel?) {
        traced(.initSubviews) {
            if tableView == nil {
                tableView = UITableView(frame: .zero, style: .plain)
                tableView?.accessibilityIdentifier = "tableView"
                tableView?.dataSource = self
                tableView?.delegate = self
            }
            if footerView == nil {
                footerView = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: Self.footerHeight))
                footerLoader = UIActivityIndicatorView()
                footerLoader?.accessibilityIdentifier = "footerLoader"
                if let footerLoader { footerView?.addSubview(footerLoader) }
            }
        }
    }

    /// The table shows the view model's cells.
    func bindDataFrom(_ viewModel: ProfileViewModel?) {
        guard let viewModel else { return skipped(.bindDataFrom, .noViewModel) }
        if let oldViewModel, oldViewModel.isEqualToModel(viewModel) { return skipped(.bindDataFrom, .sameViewModel) }
        traced(.bindDataFrom) { traced(.reloadData) { tableView?.reloadData() } }
        oldViewModel = viewModel
    }

    // region: resizeSubviews
    /// The table takes its frame; a new width makes it ask its rows' heights again.
    func resizeSubviews(_ viewModel: ProfileViewModel?) {
        guard let viewModel else { return skipped(.resizeSubviews, .noViewModel) }
        if let resizedViewModel, resizedViewModel.isEqualToModel(viewModel), oldSize == bounds.size {
            return skipped(.resizeSubviews, .sameSize)
        }
        traced(.resizeSubviews) {
            tableView?.frame = Self.rectForTableView(viewModel, parentSize: bounds.size)
            tableView?.layoutIfNeeded()
            footerLoader?.frame = Self.rectForFooterLoader(viewModel, parentSize: bounds.size)
        }
        resizedViewModel = viewModel
        oldSize = bounds.size
    }
    // endregion

    func addSubviewsToSuperView() {
        traced(.addSubviewsToSuperView) {
            if let tableView, tableView.superview == nil { addSubview(tableView) }
            if let footerView, tableView?.tableFooterView == nil { tableView?.tableFooterView = footerView }
        }
    }

    // region: readMore
    /// A post's "read more": its view model flips `isExpandText`; the view takes the new
    /// view model as what it shows (so the setter's guards skip a full rebind) and the
    /// table reloads that one row, asking every row's height again. Returns the new view
    /// model, for the controller to keep; `nil` when `indexPath` is no post.
    func readMore(at indexPath: IndexPath) -> ProfileViewModel? {
        guard indexPath.section == 1, var model = viewModel, model.posts.indices.contains(indexPath.row) else { return nil }
        traced(.readMoreBtnAction) {
            model.posts[indexPath.row].isExpandText.toggle()
            oldViewModel = model
            resizedViewModel = model
            viewModel = model
            traced(.reloadRows) { tableView?.reloadRows(at: [indexPath], with: .automatic) }
        }
        return model
    }
    // endregion
}
