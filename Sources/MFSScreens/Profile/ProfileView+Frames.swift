import MFS

extension ProfileView {
    /// The table fills the screen.
    static func rectForTableView(_ viewModel: ProfileViewModel, _ parentSize: Size) -> Rect {
        guard !parentSize.isEmpty else { return .zero }
        return Rect(origin: .zero, size: parentSize)
    }
}
