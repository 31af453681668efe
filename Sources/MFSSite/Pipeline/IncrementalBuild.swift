import Foundation
import MFS

/// The state and the work of an `IncrementalSiteBuilder`: the last build's
/// pages, navigation and output, and a build that redoes only what changed since.
///
/// Changes are found by `stat` (size, modification time, inode; the text is
/// compared too when a file changed too recently for its time to tell). A
/// changed page is parsed and rendered again, and so are the pages whose HTML
/// depends on it (`IncrementalBuild+Dependencies.swift`); a change of
/// `site.yaml`, of the theme's overrides or of the site's strings files renders every page again
/// (`SitePipeline.isCurrent`). The pages shown untranslated
/// (`Page.fallbacks`) are made again at every build, and rendered again
/// with their original, or when any navigation entry changed. The output is
/// updated through a `GenerationalOutput`: it keeps a spare copy of the
/// previous site beside the output, `.<output>.previous`.
///
/// Not thread-safe: its `IncrementalSiteBuilder` runs one build at a time.
struct IncrementalBuild {
    let contentDirectory: String
    let outputDirectory: String
    /// The absolute URL the site is served from; overrides `site.yaml`'s when set.
    let baseURL: String?
    /// The screens and trace scenarios the pages' blocks may name.
    let provider: any ScreenProvider
    private var pipeline: SitePipeline?
    private var output: GenerationalOutput?
    /// The navigation of the published site, kept while no entry of it changes.
    private var navigation: Navigation?
    /// The output paths of the published site.
    private var paths: Set<String> = []
    /// The output paths of the files the published site copies from the content folder.
    private var copiedPaths: Set<String> = []
    /// Every page parsed so far, by key, with the stamp and text it was parsed from.
    private var parsed: [String: ParsedPage] = [:]
    /// The pages of the output as it stands, by key.
    var published: [String: ParsedPage] = [:]
    private var screens: [String: Int] = [:]
    /// The keys of the pages the last successful build rendered.
    private(set) var rendered: [String] = []
    /// The search index entries of the pages, kept while a page does not change.
    private var searchEntries = SearchEntries()
    /// When the last scan started, in nanoseconds since 1970 (a file changed
    /// after it may keep its stamp and must be compared by its text).
    private var lastScan = 0

    init(contentDirectory: String, outputDirectory: String, baseURL: String?, provider: any ScreenProvider) {
        self.contentDirectory = contentDirectory
        self.outputDirectory = outputDirectory
        self.baseURL = baseURL
        self.provider = provider
    }

    /// Brings the output up to date with the content; throws `BuildFailure`
    /// with every diagnostic found, and then leaves the output untouched.
    mutating func run() throws(BuildFailure) -> BuildSummary {
        let start = ContinuousClock.now
        try SitePipeline.checkContent(contentDirectory)
        // A change of site.yaml, of the theme's overrides or of the strings files
        // makes a new pipeline and a new output, which is written in full: every
        // page, every asset. Nothing is kept from the old one: parsed pages
        // hold their language, with its strings.
        let pipeline: SitePipeline
        if let loaded = self.pipeline, loaded.isCurrent {
            pipeline = loaded
        } else {
            self = IncrementalBuild(contentDirectory: contentDirectory, outputDirectory: outputDirectory, baseURL: baseURL, provider: provider)
            pipeline = try SitePipeline(contentDirectory: contentDirectory, outputDirectory: outputDirectory, baseURL: baseURL,
                                        screens: provider)
            self.pipeline = pipeline
        }
        let output = self.output ?? GenerationalOutput(directory: pipeline.output)
        self.output = output

        let dates = PageDates.start(contentDirectory: contentDirectory)
        let pages = try parse(SourceFile.scan(contentDirectory, languages: pipeline.languages))
        let copies = try pipeline.copies(of: pages.map(\.page))
        let fallbacks = Page.fallbacks(of: pages.map(\.page), languages: pipeline.languages.all)
        let all = pages.map(\.page) + fallbacks
        try pipeline.tryScreens(all)
        let copiedPaths = Set(copies.map(\.path))
        let (keys, entriesChanged) = output.isIntact ? dependents(of: pages) : (Set(pages.map(\.key)), true)
        let changed = pages.filter { keys.contains($0.key) }.map(\.page)
            + fallbacks.filter { entriesChanged || keys.contains($0.original?.key ?? "") }
        let navigation = entriesChanged || self.navigation == nil
            ? Navigation(pages: all, theme: pipeline.theme, languages: pipeline.languages.all) : self.navigation
        let renderer = pipeline.renderer(for: all, dates: dates, navigation: navigation)
        let results = try SitePipeline.render(changed, with: renderer) { $0 }
        let redo = entriesChanged || self.paths.isEmpty || copiedPaths != self.copiedPaths
        var files: [String: String] = [:]
        if redo {
            do { files = try pipeline.siteFiles(all, navigation: renderer.navigation, copies: copies) } catch {
                throw BuildFailure([error])
            }
        }
        if !changed.isEmpty || !files.isEmpty {
            let languages = files.isEmpty ? Set(changed.filter { $0.original == nil }.map(\.language)) : nil
            files.merge(pipeline.searchIndexes(all, navigation: renderer.navigation, of: languages, keeping: &searchEntries)) { $1 }
        }
        for result in results { files[result.path] = result.html }
        let paths = redo ? Set(files.keys).union(all.map(\.outputPath)).union(copiedPaths) : self.paths
        do {
            try output.publish(files, copies: copies, paths: paths, assets: pipeline.assets)
        } catch {
            throw BuildFailure([OutputDirectory.writeDiagnostic(error, output: outputDirectory)])
        }
        published = Dictionary(uniqueKeysWithValues: pages.map { ($0.key, $0) })
        self.navigation = navigation
        self.paths = paths
        self.copiedPaths = copiedPaths
        let fallbackKeys = Set(fallbacks.map(\.key))
        screens = screens.filter { published[$0.key] != nil || fallbackKeys.contains($0.key) }
        for (page, result) in zip(changed, results) { screens[page.key] = result.screens }
        rendered = changed.map(\.key)
        return SitePipeline.summary(files: paths, screens: screens.values.reduce(0, +), warnings: renderer.navigation.missingTranslations(),
                                    since: start)
    }

    /// The pages of `files`, reusing what was parsed before when the file did
    /// not change; parses the rest on all cores.
    private mutating func parse(_ files: [SourceFile]) throws(BuildFailure) -> [ParsedPage] {
        let scan = Int(Date().timeIntervalSince1970 * 1e9)
        let racy = lastScan - 50_000_000
        let (parsed, contentDirectory) = (self.parsed, self.contentDirectory)
        let results = Parallel.map(files.count) { index -> Result<ParsedPage, Diagnostic> in
            let file = files[index]
            let known = parsed[file.key]
            let repository = SourceInclude.repositoryRoot(ofContent: contentDirectory)
            if let known, known.file == file, file.stamp.modified < racy, known.inputsAreCurrent(below: repository) {
                return .success(known)
            }
            return Result { () throws(Diagnostic) in
                let source = try SitePipeline.read(file)
                // The same text with another modification time is another "last updated" line: parsed again.
                if var known, known.source == source, known.page.modified == file.stamp.modified,
                   known.inputsAreCurrent(below: repository) {
                    known.file = file
                    return known
                }
                return ParsedPage(file: file, source: source, page: try SitePipeline.parse(source, file, repository: repository,
                                                                                            content: contentDirectory))
            }
        }
        lastScan = scan
        let keys = Set(files.map(\.key))
        self.parsed = parsed.filter { keys.contains($0.key) }
        for case let .success(page) in results { self.parsed[page.key] = page }
        return try results.values()
    }
}
