import MFS

/// Builds the site like `SiteBuilder` (same output, same diagnostics, old
/// output untouched on errors), but remembers its last build and redoes only
/// what changed since: for the development server, which calls `build()` on
/// every change of the content. The work is `IncrementalBuild`'s.
///
/// Thread safety: `build()` MAY be called from any thread; calls run one at a time.
public final class IncrementalSiteBuilder: Sendable {
    public let contentDirectory: String
    public let outputDirectory: String
    /// The absolute URL the site is served from; overrides `site.yaml`'s when set.
    public let baseURL: String?
    /// The screens and trace scenarios the pages' blocks may name.
    public let screens: any ScreenProvider
    /// The keys (`ru/cells.md`) of the pages the last successful build rendered.
    public var lastRendered: [String] { state.withLock { $0.rendered } }

    /// What the builds so far left, for the next one.
    private let state: PthreadMutex<IncrementalBuild>

    public init(contentDirectory: String = "Content", outputDirectory: String = "Public",
                baseURL: String? = nil, screens: any ScreenProvider) {
        self.contentDirectory = contentDirectory
        self.outputDirectory = outputDirectory
        self.baseURL = baseURL
        self.screens = screens
        state = PthreadMutex(IncrementalBuild(contentDirectory: contentDirectory, outputDirectory: outputDirectory, baseURL: baseURL,
                                              provider: screens))
    }

    /// Brings the output up to date with the content; throws `BuildFailure`
    /// with every diagnostic found, and then leaves the output untouched.
    public func build() throws(BuildFailure) -> BuildSummary {
        try state.withLock { (build: inout IncrementalBuild) throws(BuildFailure) in try build.run() }
    }
}
