import Foundation
import MFS

/// The steps of a build that `SiteBuilder` and `IncrementalSiteBuilder` share:
/// checking the folders, loading the theme once, parsing pages and rendering
/// them on all cores, and the site-level files. Immutable; thread-safe.
struct SitePipeline: Sendable {
    let contentDirectory: String
    let output: OutputDirectory
    let theme: Theme
    /// The theme's assets and the fonts, copied into every site.
    let assets: SiteAssets
    /// The content folder's `site.yaml`, or the defaults.
    let config: SiteConfig
    /// The stamps of `site.yaml` and of the theme's overrides when they were read (`isCurrent`).
    let inputs: [String: SourceFile.Stamp]
    /// The site's languages with their strings (`SiteLanguages`).
    let languages: SiteLanguages
    /// The absolute URL the site is served from, ending in `/`.
    let baseURL: String
    /// The screens and trace scenarios the pages' blocks may name.
    let screens: any ScreenProvider
    /// The API reference the site publishes and links (`--api-reference`), if any.
    let apiReference: APIReference?

    /// Checks the content folder and the output folder, reads the site's
    /// configuration, loads the theme and the languages' strings. `baseURL`, when given, overrides
    /// the configuration's (`--base-url`). `screens` are what the pages' blocks may name. `apiReference`:
    /// the folder of DocC's output to publish at `reference/` (`APIReference`), none when nil.
    init(contentDirectory: String, outputDirectory: String, baseURL: String?, screens: any ScreenProvider,
         apiReference: String? = nil) throws(BuildFailure) {
        try Self.checkContent(contentDirectory)
        inputs = Self.inputStamps(contentDirectory)
        do throws(Diagnostic) {
            config = try SiteConfig.load(contentDirectory: contentDirectory)
            output = try OutputDirectory(path: outputDirectory, content: URL(fileURLWithPath: contentDirectory))
            theme = try Self.loadTheme(overriddenBy: contentDirectory)
            languages = try SiteLanguages.load(config: config, theme: theme, content: contentDirectory)
            assets = try SiteAssets(theme: theme, contentDirectory: contentDirectory, stemmers: languages.all.map(\.stemmer))
        } catch {
            throw BuildFailure([error])
        }
        self.contentDirectory = contentDirectory
        self.screens = screens
        let url = baseURL ?? config.baseURL ?? SiteBuilder.defaultBaseURL
        let base = url.hasSuffix("/") ? url : url + "/"
        self.baseURL = base
        self.apiReference = try apiReference.map { folder throws(BuildFailure) in try APIReference(folder: folder, baseURL: base) }
    }

    /// Whether `site.yaml`, the theme's overrides, the site's strings files
    /// and the images `site.yaml` names are as they were when the pipeline
    /// read them: `mfs serve` makes a new pipeline, and renders every page
    /// again, when not.
    var isCurrent: Bool {
        Self.inputStamps(contentDirectory) == inputs && config.images.allSatisfy(\.file.isCurrent)
    }

    /// The stamps of `contentDirectory`'s `site.yaml` and of every file of
    /// its theme overrides (`theme/`) and strings files (`strings/`), by path.
    private static func inputStamps(_ contentDirectory: String) -> [String: SourceFile.Stamp] {
        var stamps = SourceFile.stamps(below: SourceFile.join(contentDirectory, Theme.overridesFolder))
        stamps.merge(SourceFile.stamps(below: SourceFile.join(contentDirectory, SiteLanguage.folderName))) { $1 }
        let config = SourceFile.join(contentDirectory, SiteConfig.fileName)
        stamps[config] = (try? PosixFile.regularFileStatus(config)).map(SourceFile.Stamp.init)
        return stamps
    }

    /// Throws unless `contentDirectory` is a folder.
    static func checkContent(_ contentDirectory: String) throws(BuildFailure) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: contentDirectory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw BuildFailure([Diagnostic(path: contentDirectory, message: "content folder not found")])
        }
    }

    /// The text of `file` (`InputFile.decode`); a diagnostic with the
    /// system's reason when it cannot be read, at its first wrong byte when
    /// it is not UTF-8.
    static func read(_ file: SourceFile) throws(Diagnostic) -> String {
        let bytes: [UInt8]
        do { bytes = try PosixFile.read(file.path) } catch {
            throw Diagnostic(path: file.path, line: 1, column: 1, message: "cannot read the page: \(error.reason)")
        }
        return try InputFile.decode(bytes, path: file.path)
    }

    /// Parses the `source` text of `file` into a page, its code blocks'
    /// `file=` includes read below `repository` (`SourceInclude`), its images
    /// and files found in its language folder of `content` (`Page+Assets.swift`).
    static func parse(_ source: String, _ file: SourceFile, repository: String, content: String) throws(Diagnostic) -> Page {
        let (frontMatter, body, bodyLine) = try FrontMatter.split(source, path: file.path)
        let document = try MarkdownParser.parse(body, path: file.path, line: bodyLine, siteBlocks: true)
        return try Page(language: file.language, slug: file.slug, sourcePath: file.path, frontMatter: frontMatter,
                        document: document, body: body, bodyLine: bodyLine, headings: Heading.collect(in: document),
                        modified: file.stamp.modified)
            .includingSources(from: repository)
            .resolvingAssets(contentDirectory: content)
    }

    /// Tries a site's own screens (`CombinedScreens`) out, in a child process,
    /// with every request `pages` make of them; nothing with other screens.
    func tryScreens(_ pages: [Page]) throws(BuildFailure) {
        try (screens as? CombinedScreens)?.tryOut(pages, defaultSizes: config.sizes)
    }

    /// The renderer of the pages of a site made of `pages`, with the pages'
    /// `dates` being read; `navigation` MUST be of `pages` when given.
    func renderer(for pages: [Page], dates: Background<PageDates>, navigation: Navigation? = nil) -> PageRenderer {
        PageRenderer(theme: theme, links: LinkResolver(pages: pages),
                     navigation: navigation ?? Navigation(pages: pages, theme: theme, languages: languages.all),
                     site: SiteMeta(config: config, baseURL: baseURL, linksAPIReference: apiReference != nil), dates: dates, screens: screens)
    }

    /// Renders `pages` on all cores; every diagnostic, in page order, if any
    /// fails. `deliver` gets each page on the thread that rendered it, as soon
    /// as it is rendered, and returns what to keep of it.
    static func render<Kept: Sendable>(_ pages: [Page], with renderer: PageRenderer,
                                       _ deliver: @Sendable (RenderedPage) throws(Diagnostic) -> Kept) throws(BuildFailure) -> [Kept] {
        try Parallel.map(pages.count) { index -> Result<Kept, Diagnostic> in
            Result { () throws(Diagnostic) in
                let (html, screens) = try renderer.render(pages[index])
                return try deliver(RenderedPage(path: pages[index].outputPath, html: html, screens: screens))
            }
        }.values()
    }

    /// The files of the site made of `pages` that are not pages, assets,
    /// search indexes or `copies`, by output path, the `.mfs-manifest` of the
    /// whole site and the redirect pages of aliases (`RedirectPages`) among
    /// them; `navigation` is the renderer's. They MUST depend only on the
    /// pages' navigation entries (language, slug, title, description, order,
    /// aliases) and the paths of `copies`: an
    /// `IncrementalSiteBuilder` redoes them only when one of those changed.
    /// Throws when one of `copies` would take the place of a file the site
    /// writes (`checkCollisions`), and at an alias whose URL is that of a
    /// page, of another alias or of one of the site's own files.
    func siteFiles(_ pages: [Page], navigation: Navigation, copies: [CopiedFile]) throws(Diagnostic) -> [String: String] {
        let search = SearchSite(pages: pages, navigation: navigation, config: config)
        var files = SiteLevelFiles(pages: pages, theme: theme, baseURL: baseURL, config: config, languages: navigation.languages).files().merging(search.pages()) { $1 }
        var generated = Dictionary(pages.map { ($0.outputPath, "the page of \($0.sourcePath)") }) { first, _ in first }
        for path in files.keys + assets.paths + search.indexPaths + [OutputManifest.name] { generated[path] = "one of the site's own files" }
        for redirect in RedirectPages(pages: pages, theme: theme, baseURL: baseURL).files() {
            if let owner = generated[redirect.path] {
                throw Diagnostic(path: redirect.page.sourcePath, line: redirect.alias.line, column: redirect.alias.column,
                                 message: "the alias '\(redirect.alias.name)' would write \(redirect.path), which is \(owner); remove the alias")
            }
            generated[redirect.path] = "the alias '\(redirect.alias.name)' of \(redirect.page.sourcePath)"
            files[redirect.path] = redirect.html
        }
        try Self.checkCollisions(copies, generated: generated)
        files[OutputManifest.name] = OutputManifest(paths: generated.keys + copies.map(\.path)).contents
        return files
    }

    /// The search index of each language (or of `languages`) of the site
    /// made of `pages` by output path (`SearchSite`; `navigation` is the
    /// renderer's): they depend on the text of every page of their language;
    /// the entries of pages in `kept` are reused.
    func searchIndexes(_ pages: [Page], navigation: Navigation, of languages: Set<SiteLanguage>? = nil,
                       keeping kept: inout SearchEntries) -> [String: String] {
        SearchSite(pages: pages, navigation: navigation, config: config).indexes(of: languages, keeping: &kept)
    }

    /// The summary of a site of `files` (output paths) holding `screens` screens.
    static func summary(files: some Collection<String>, screens: Int, warnings: [BuildWarning],
                        since start: ContinuousClock.Instant) -> BuildSummary {
        let elapsed = ContinuousClock.now - start
        return BuildSummary(pages: files.filter { $0.hasSuffix(".html") }.count, screens: screens,
                            seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18,
                            warnings: warnings)
    }

    private static func loadTheme(overriddenBy contentDirectory: String) throws(Diagnostic) -> Theme {
        do {
            return try Theme.bundled(overriddenBy: contentDirectory)
        } catch let diagnostic as Diagnostic {
            throw diagnostic
        } catch {
            throw Diagnostic(path: "Theme", message: "cannot load the theme: \(error)")
        }
    }
}
