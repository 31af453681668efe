import Foundation
import MFS

/// Builds the whole site: every `Content/<lang>/*.md` page, its live screens,
/// each page missing in a language shown untranslated (`Page.fallbacks`),
/// the language chooser, 404 page, sitemap and the assets, into the output directory. Parses and
/// renders the pages on all cores; the output never depends on scheduling.
///
/// On any error nothing is written: the previous output stays exactly as it was.
public struct SiteBuilder: Sendable {
    public var contentDirectory: String
    public var outputDirectory: String
    /// The absolute URL the site is served from (sitemap, 404 page, canonical
    /// and OpenGraph URLs); overrides `site.yaml`'s `baseURL` when set.
    public var baseURL: String?
    /// The base URL when neither `baseURL` nor `site.yaml` sets one: where `mfs serve` serves the site.
    public static let defaultBaseURL = "http://127.0.0.1:8000/"
    /// The screens and trace scenarios the pages' blocks may name.
    public var screens: any ScreenProvider
    /// A folder of DocC's static HTML that the site publishes at `reference/`
    /// and links from every page's footer (`APIReference`); none when nil.
    public var apiReference: String?

    public init(contentDirectory: String = "Content", outputDirectory: String = "Public", screens: any ScreenProvider) {
        self.contentDirectory = contentDirectory
        self.outputDirectory = outputDirectory
        self.screens = screens
    }

    /// Builds and swaps the new site in; throws `BuildFailure` with every diagnostic found.
    public func build() throws(BuildFailure) -> BuildSummary {
        let start = ContinuousClock.now
        let pipeline = try SitePipeline(contentDirectory: contentDirectory, outputDirectory: outputDirectory, baseURL: baseURL,
                                        screens: screens, apiReference: apiReference)
        let dates = PageDates.start(contentDirectory: contentDirectory)
        let sources = try loadPages(languages: pipeline.languages)
        let copies = try pipeline.copies(of: sources)
        let pages = sources + Page.fallbacks(of: sources, languages: pipeline.languages.all)
        try pipeline.tryScreens(pages)
        let renderer = pipeline.renderer(for: pages, dates: dates)
        let paths = pages.map(\.outputPath)
        let output = pipeline.output
        let staging: URL
        StopPoint.beforeStaging.reach()
        do { staging = try output.stage(paths) } catch { throw BuildFailure([writeDiagnostic(error)]) }
        // The language chooser, 404 page, sitemap, search indexes and assets are written while the pages render.
        let navigation = renderer.navigation
        let siteFiles = Background { Result { () throws(Diagnostic) in
            var entries = SearchEntries()
            let indexes = pipeline.searchIndexes(pages, navigation: navigation, keeping: &entries)
            return try writeSiteFiles(pipeline.siteFiles(pages, navigation: navigation, copies: copies).merging(indexes) { $1 },
                                      assets: pipeline.assets, copies: copies, into: staging)
        } }
        do throws(BuildFailure) {
            // Each page is written as soon as it is rendered, on the thread that rendered it.
            let screens = try SitePipeline.render(pages, with: renderer) { page throws(Diagnostic) in
                do { try OutputFiles.write(page.html, at: page.path, in: staging, isNew: true) } catch { throw writeDiagnostic(error) }
                StopPoint.duringStaging.reach()
                return page.screens
            }
            let sitePaths: [String]
            do {
                sitePaths = try siteFiles.value().get()
                try output.commit(staging)
            } catch {
                throw BuildFailure([writeDiagnostic(error)])
            }
            let warnings = renderer.navigation.missingTranslations()
            Parallel.releaseInBackground((consume pages, consume sources, consume renderer))
            return SitePipeline.summary(files: paths + sitePaths, screens: screens.reduce(0, +), warnings: warnings, since: start)
        } catch {
            _ = siteFiles.value()
            output.discard(staging)
            throw error
        }
    }

    /// Writes the site `files` (contents by path) and copies the `assets`
    /// and the `copies` into `staging`; the files' paths.
    private func writeSiteFiles(_ files: [String: String], assets: SiteAssets, copies: [CopiedFile],
                                into staging: URL) throws(Diagnostic) -> [String] {
        try OutputDirectory.checkInside(files.keys)
        do {
            for (path, contents) in files { try OutputFiles.write(contents, at: path, in: staging) }
            try assets.copy(into: staging)
            for file in copies { try file.copy(into: staging) }
        } catch {
            throw writeDiagnostic(error)
        }
        return Array(files.keys)
    }

    /// An error writing the output as a diagnostic.
    private func writeDiagnostic(_ error: any Error) -> Diagnostic {
        OutputDirectory.writeDiagnostic(error, output: outputDirectory)
    }

    /// Parses every page of every language on all cores; collects all
    /// diagnostics before throwing.
    private func loadPages(languages: SiteLanguages) throws(BuildFailure) -> [Page] {
        let files = try SourceFile.scan(contentDirectory, languages: languages)
        return try Parallel.map(files.count) { index in
            Result { () throws(Diagnostic) in
                try SitePipeline.parse(SitePipeline.read(files[index]), files[index],
                                       repository: SourceInclude.repositoryRoot(ofContent: contentDirectory), content: contentDirectory)
            }
        }.values()
    }
}
