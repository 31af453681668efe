/// Why a guard turned a life-cycle call into a no-op.
public enum SkipReason: String, Hashable, Sendable, Codable, CaseIterable {
    /// `oldViewModel`: the new view model `isEqualToModel` the old one.
    case sameViewModel
    /// There is no view model to bind or lay out yet.
    case noViewModel
    /// `oldSize`: the view model is the same and so is the parent size.
    case sameSize
    /// A cell's `resizeSubviews` waits until the cell is in a super view.
    case notInSuperview
    /// The view is not loaded yet, so the new view model is only stored.
    case viewNotLoaded
    /// `isLoadingData`: a page is already loading, so nearing the bottom again starts nothing.
    case alreadyLoading
}
