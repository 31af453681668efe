/// `UITableViewDataSource`: the rows and their cells.
public protocol UITableViewDataSource: AnyObject {
    func numberOfSections(in tableView: UITableView) -> Int
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// A configured cell for the row, usually dequeued.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}

extension UITableViewDataSource {
    /// One section, as in UIKit.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
}
