import UIKit

/// A cell class as the table delegate uses it: a view-model setter and the
/// class-level height and frame functions. The original asked each class
/// `respondsToSelector:` for `calculateCellHeightFromVM:tableSize:` and
/// `setViewModel:`; Swift asks the type.
///
/// A cell lays its subviews out in `contentView.bounds`, and its frame functions
/// take that size (`parentSize`), keyed by its width. The class functions get
/// the table's size: in this app's tables (plain style, no accessory, not
/// editing, no side safe-area insets) the content view is as wide as the table.
public protocol ViewModelCell: UITableViewCell {
    associatedtype ViewModel: CellViewModel

    /// UIKit's initializer, which the table delegate calls on the row's cell class.
    init(style: UITableViewCell.CellStyle, reuseIdentifier: String?)
    var viewModel: ViewModel? { get set }
    /// The row height for `viewModel` in a table of `tableSize`; pure, MAY run on any thread.
    static func calculateCellHeight(fromVM viewModel: ViewModel?, tableSize: CGSize) -> CGFloat
    /// Calls every `rectFor` function, filling the caches for `tableSize.width`; MAY run on any thread.
    static func calculateCoordinates(forVM viewModel: ViewModel, tableSize: CGSize)
}

extension ViewModelCell {
    /// `calculateCellHeight` for a view model of any type: one of another type counts as nil.
    static func calculateCellHeight(fromAnyVM viewModel: any CellViewModel, tableSize: CGSize) -> CGFloat {
        calculateCellHeight(fromVM: viewModel as? ViewModel, tableSize: tableSize)
    }

    /// `calculateCoordinates` for a view model of any type: nothing for one of another type.
    static func calculateCoordinates(forAnyVM viewModel: any CellViewModel, tableSize: CGSize) {
        if let viewModel = viewModel as? ViewModel { calculateCoordinates(forVM: viewModel, tableSize: tableSize) }
    }

    /// The view-model setter for a view model of any type: one of another type counts as nil.
    func setAnyViewModel(_ viewModel: any CellViewModel) {
        self.viewModel = viewModel as? ViewModel
    }
}
