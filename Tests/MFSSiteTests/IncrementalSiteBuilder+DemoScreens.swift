import MFSScreens
import MFSSite

extension IncrementalSiteBuilder {
    /// An incremental builder whose pages may embed the demo's screens, as `mfs serve` makes it.
    convenience init(contentDirectory: String, outputDirectory: String) {
        self.init(contentDirectory: contentDirectory, outputDirectory: outputDirectory, screens: DemoScreens())
    }
}
