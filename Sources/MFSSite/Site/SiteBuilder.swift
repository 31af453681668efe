import Foundation
import MFSScreens

/// Builds the whole site: every `Content/<lang>/*.md` page, its live screens,
/// the language chooser, 404 page, sitemap and the assets, into the output directory. Parses and
/// renders the pages on all cores; the output never depends on scheduling.
///
/// On any error nothing is written: the previous output stays exactly as it was.
public struct SiteBuilder: Sendable {
    public var contentDirectory: String
    public var outputDirectory: String
    /// The absolute URL the site is served from, ending in `/` (sitemap, 404 page).
    public var baseURL = SiteBuilder.defaultBaseURL
    /// Where `mfs serve` serves the site.
    public static let defaultBaseURL = "http://127.0.0.1:8000/"

    public init(contentDirectory: String = "Content", outputDirectory: String = "Public") {
        self.contentDirectory = contentDirectory
        self.outputDirectory = outputDirectory
    }

    /// Builds and swaps the new site in; throws `BuildFailure` with every diagnostic found.
    public func build() throws(BuildFailure) -> BuildSummary {
        let start = ContinuousClock.now
        do { _ = try OutputDirectory.fontFiles() } catch { throw BuildFailure([error]) }
        let pipeline = try SitePipeline(contentDirectory: contentDirectory, outputDirectory: outputDirectory, baseURL: baseURL)
        let highlighter = CodeHighlighter(cacheDirectory: CodeHighlighter.defaultCacheDirectory)
        let pages = try loadPages(lookingUpCodeIn: highlighter)
        highlighter.highlightMissing()
        let renderer = pipeline.renderer(for: pages, highlighter: highlighter)
        let rendered = try SitePipeline.render(pages, with: renderer)
        var files = pipeline.siteFiles(pages)
        for page in rendered { files[page.path] = page.html }
        do {
            try pipeline.output.replace(with: files, assets: pipeline.theme.assetsDirectory)
        } catch let refusal as Diagnostic {
            throw BuildFailure([refusal])
        } catch {
            throw BuildFailure([Diagnostic(path: outputDirectory, message: "cannot write the site: \(error)")])
        }
        let summary = SitePipeline.summary(files: files.keys, screens: rendered.reduce(0) { $0 + $1.screens }, since: start)
        Parallel.releaseInBackground((consume pages, consume renderer, consume rendered, consume files))
        return summary
    }

    /// Parses every page of every language on all cores, and looks up each
    /// page's code blocks in the `highlighter`'s cache as it goes; collects all
    /// diagnostics before throwing.
    private func loadPages(lookingUpCodeIn highlighter: CodeHighlighter) throws(BuildFailure) -> [Page] {
        let files = SourceFile.scan(contentDirectory)
        return try Parallel.map(files.count) { index in
            Result { () throws(Diagnostic) in
                let page = try SitePipeline.parse(SitePipeline.read(files[index]), files[index])
                highlighter.lookUp(page.codeBlocks)
                return page
            }
        }.values()
    }
}
