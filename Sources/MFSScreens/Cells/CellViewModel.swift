/// The view model of a table cell. It MUST be `Sendable`: frames are computed
/// from it alone on background tasks (`calculateCoordinates`). A view model
/// that caches frames holds its caches by reference (`FrameCache`), so copies
/// that show the same data share them.
public protocol CellViewModel: Sendable {}
