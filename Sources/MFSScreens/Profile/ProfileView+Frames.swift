import UIKit

extension ProfileView {
    static let footerHeight: CGFloat = 44
    static let loaderSide: CGFloat = 20

    // region: tableView
    /// The table fills the screen.
    static func rectForTableView(_ viewModel: ProfileViewModel, parentSize: CGSize) -> CGRect {
        guard parentSize.width > 0, parentSize.height > 0 else { return .zero }
        return CGRect(origin: .zero, size: parentSize)
    }
    // endregion

    /// The spinner, centred in the footer.
    static func rectForFooterLoader(_ viewModel: ProfileViewModel, parentSize: CGSize) -> CGRect {
        guard parentSize.width > 0 else { return .zero }
        return CGRect(x: ((parentSize.width - loaderSide) / 2).rounded(.down), y: (footerHeight - loaderSide) / 2,
                      width: loaderSide, height: loaderSide)
    }
}
