import UIKit

/// The demo app's view-model class → cell class mapping, and what the table
/// delegates do with it.
public enum AppCells {
    // region: mapping
    /// `getClassNameByViewModelCell:` with its three tests, plus the friend and
    /// message cells. `nil` when none matches: the original fell back to the view
    /// model's own class name, so `heightForRow` got the default 40 and
    /// `cellForRow` crashed; here such a row is 0 high and has no cell.
    public static func cellClass(for viewModel: any CellViewModel) -> (any ViewModelCell.Type)? {
        switch viewModel {
        case is UserProfileViewModel: UserProfileCell.self
        case is UserProfileGalleryViewModel: UserProfileGalleryCell.self
        case is WallPostViewModel: WallPostCell.self
        case is FriendViewModel: FriendCell.self
        case is MessageViewModel: MessageCell.self
        default: nil
        }
    }
    // endregion

    /// The reuse identifier: the cell class's name.
    public static func reuseIdentifier(for viewModel: any CellViewModel) -> String? {
        cellClass(for: viewModel).map { String(describing: $0) }
    }

    // region: heightForRow
    /// `heightForRowAtIndexPath:`: the class's `calculateCellHeight`, rounded;
    /// 0 without a class or for a table with no width.
    public static func heightForRow(_ viewModel: any CellViewModel, tableSize: CGSize) -> CGFloat {
        guard tableSize.width > 0, let cellClass = cellClass(for: viewModel) else { return 0 }
        return cellClass.calculateCellHeight(fromAnyVM: viewModel, tableSize: tableSize).rounded()
    }
    // endregion

    // region: cellForRow
    /// `cellForRowAtIndexPath:`: a waiting cell of the row's class, else a new
    /// one (`init(style:reuseIdentifier:)`), given the view model.
    public static func cell(for viewModel: any CellViewModel, in tableView: UITableView) -> UITableViewCell {
        guard let cellClass = cellClass(for: viewModel) else {
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        let identifier = String(describing: cellClass)
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier)
            ?? cellClass.init(style: .default, reuseIdentifier: identifier)
        (cell as? any ViewModelCell)?.setAnyViewModel(viewModel)
        return cell
    }
    // endregion

    /// The class's `calculateCoordinates`; nothing without a class.
    public static func calculateCoordinates(_ viewModel: any CellViewModel, tableSize: CGSize) {
        cellClass(for: viewModel)?.calculateCoordinates(forAnyVM: viewModel, tableSize: tableSize)
    }
}
