/// Where a view's frame came from: the colour of the pattern's post diagram.
public enum FrameSource: String, Hashable, Sendable, Codable, CaseIterable {
    /// The class cache `subviewStaticFrames`: the same for every view model (green).
    case `static`
    /// The view model's `subviewFrames`: data-sized, fixed origin (blue).
    case frames
    /// The view model's `subviewSizes`: below or beside dynamic content (red).
    case sizes
    /// Computed every time, from no cache.
    case none
}
