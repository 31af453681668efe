import MFSScreens
import MFSSite

extension SiteBuilder {
    /// A builder of `contentDirectory` into `outputDirectory` whose pages may embed the demo's screens,
    /// as `mfs build` makes it.
    init(contentDirectory: String, outputDirectory: String) {
        self.init(contentDirectory: contentDirectory, outputDirectory: outputDirectory, screens: DemoScreens())
    }
}
