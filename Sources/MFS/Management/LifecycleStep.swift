/// A method of the MFS life cycle, named as the pattern names it.
public enum LifecycleStep: String, Hashable, Sendable, Codable, CaseIterable {
    case viewDidAppear
    /// A cell's designated initializer (`initWithStyle:reuseIdentifier:`).
    case initializer = "init"
    case setViewModel
    case viewWillTransitionToSize
    case layoutSubviews
    case prepareUI
    case removeSubviews
    case initSubviews
    case updateStyles
    case bindDataFrom
    case resizeSubviews
    case addSubviewsToSuperView
    case postUIsetting
    /// The "read more" button's action.
    case readMoreBtnAction
    /// `UITableView.reloadRows(at:with:)`.
    case reloadRows
    /// `tableView(_:heightForRowAt:)`: the table asks a row's height.
    case heightForRowAt
    /// `scrollViewDidScroll(_:)`: the table moved.
    case scrollViewDidScroll
    /// The paging trigger: `isLoadingData = true`, the footer spinner starts.
    case loadNextPage
    /// The next page loaded and its frames computed on a background queue (`concurrentPerform`, every core).
    case calculateCoordinates
    /// The page is back on the main queue.
    case pageDidLoad
    /// `UITableView.reloadData()`.
    case reloadData
    /// `isLoadingData = false`, the footer spinner stops.
    case loadingFinished
}
