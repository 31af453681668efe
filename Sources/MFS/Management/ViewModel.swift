/// A screen's or cell's view model (MVVM): data adapted for display.
public protocol ViewModel {
    /// True when `other` would show the same thing: compare only what the UI
    /// shows (a wall post: its id), so that idle updates skip rebinding.
    func isEqualToModel(_ other: Self) -> Bool
}
