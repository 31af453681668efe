import MFS
import UIKit

/// What a site's own screen (`SiteScreenLibrary`) draws: its views, as the demo's
/// screens draw theirs.
extension ScreenSnapshot {
    /// The snapshot of the screen `screen` showing `view`: a canvas of the view's
    /// size and background colour (white without one), with every descendant of
    /// the view, frames in its coordinates, named by `accessibilityIdentifier`;
    /// `frameSources` tags a name with the cache its frame comes from (the
    /// inspector's colours), none when absent.
    public init(screen: String, view: UIView, frameSources: [String: FrameSource] = [:]) {
        self.init(screen: screen, size: view.bounds.size, backgroundColor: view.backgroundColor ?? .white,
                  views: view.snapshotSubviews(frameSources: frameSources))
    }
}
