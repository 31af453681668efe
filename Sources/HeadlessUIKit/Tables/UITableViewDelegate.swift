/// `UITableViewDelegate`: row heights, and the scroll view's callbacks.
public protocol UITableViewDelegate: UIScrollViewDelegate {
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
}

extension UITableViewDelegate {
    /// The table's `rowHeight`, as in UIKit when the delegate gives none.
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }
}
