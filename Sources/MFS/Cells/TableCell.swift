/// A table cell as the table sees it, whatever its view model type: the
/// type-erased face of `ManagedCell`, like `UITableViewCell` to a data source.
public protocol TableCell: AnyObject {
    /// The cell's root view; its frame is the cell's rectangle in the table.
    var contentView: View { get }
    /// Every life-cycle call made or skipped on this cell.
    var trace: Trace { get }
    /// The view-model setter; a view model of another type counts as `nil`.
    func setAnyViewModel(_ viewModel: (any CellViewModel)?)
    /// The system lays the cell out (its size may have changed).
    func layoutSubviews()
}
