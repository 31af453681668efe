import MFS

/// An `IncrementalSiteBuilder` whose screens are an app's plus the site's own
/// (`SiteScreenLibrary`), for the development server: each build first brings
/// the site's screens up to date (compiled again when a source changed, and then
/// loaded under a new name beside the old library, which stays loaded); when
/// they changed, the pages are built afresh with the new screens.
///
/// Thread safety: `build()` MAY be called from any thread; calls run one at a time.
public final class ReloadingSiteBuilder: Sendable {
    private let library: SiteScreenLibrary
    private let app: any ScreenProvider
    private let makeBuilder: @Sendable (any ScreenProvider) -> IncrementalSiteBuilder
    /// The library the current builder's screens come from (`nil`: none), and that builder.
    private let state = PthreadMutex<(library: String?, builder: IncrementalSiteBuilder?)>((nil, nil))

    public init(contentDirectory: String, outputDirectory: String, baseURL: String? = nil,
                app: any ScreenProvider, executablePath: String) {
        library = SiteScreenLibrary(contentDirectory: contentDirectory, executablePath: executablePath)
        self.app = app
        makeBuilder = { IncrementalSiteBuilder(contentDirectory: contentDirectory, outputDirectory: outputDirectory, baseURL: baseURL, screens: $0) }
    }

    /// Brings the screens, then the output, up to date; throws `BuildFailure`
    /// (a screen's compile error, or the pages') and leaves the output untouched.
    public func build() throws(BuildFailure) -> BuildSummary {
        try state.withLock { (state: inout (library: String?, builder: IncrementalSiteBuilder?)) throws(BuildFailure) in
            let site = try library.compiled()
            if state.builder == nil || state.library != site?.library {
                let screens = try site.map { compiled throws(BuildFailure) in try library.combined(app, compiled) } ?? app
                state = (site?.library, makeBuilder(screens))
            }
            return try state.builder!.build()
        }
    }
}
