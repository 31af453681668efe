/// A cell class the headless `UITableView` can create after `register(_:forCellReuseIdentifier:)`,
/// engine hook. On iOS the Objective-C runtime calls `init(style:reuseIdentifier:)` on any
/// registered class; Swift calls an initializer through a metatype only when it is `required` or a
/// protocol demands it, and UIKit's is neither. A final cell class conforms with its own initializer.
package protocol RegisteredCell: UITableViewCell {
    init(style: UITableViewCell.CellStyle, reuseIdentifier: String?)
}
