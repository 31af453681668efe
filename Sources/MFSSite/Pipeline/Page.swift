/// A content page, parsed: where it comes from, where it goes, what it says.
/// Immutable, and a class: the navigation, the link resolver and every
/// render share one page instead of copying its many fields.
public final class Page: Sendable {
    public let language: SiteLanguage
    /// The path below the language folder without `.md`: `cells`, `index`
    /// for the language's index page, `guides/first` for a page in the
    /// section `guides/` and `guides/index` for that section's own page.
    public let slug: String
    /// The path of the source as diagnostics print it (`Content/ru/cells.md`).
    public let sourcePath: String
    public let frontMatter: FrontMatter
    public let document: MarkdownNode
    /// The Markdown body `document` was parsed from (front matter excluded).
    public let body: String
    /// The file line where the Markdown body starts, to turn body positions into file positions.
    public let bodyLine: Int
    public let headings: [Heading]
    /// When the source file was last modified, in nanoseconds since 1970 (0: unknown).
    public let modified: Int
    /// The whole text of every source file its code blocks include, by the
    /// path they name (below the repository root): `Page+SourceIncludes.swift`.
    public let includedSources: [String: String]
    /// The images and files the page refers to by a relative path, by that
    /// path as written (before any `?` or `#`): `Page+Assets.swift`.
    public let assets: [String: PageAsset]
    /// The page's folder below the output directory: `ru/` or `ru/cells/`.
    public let outputFolder: String
    /// The page's file below the output directory: `ru/index.html` or `ru/cells/index.html`.
    public var outputPath: String { outputFolder + "index.html" }
    /// For a page missing in its language, the page of another language it
    /// shows untranslated at its own URL (`Page+Fallbacks.swift`); `nil` for a page of its own.
    public let original: Page?

    public init(language: SiteLanguage, slug: String, sourcePath: String, frontMatter: FrontMatter,
                document: MarkdownNode, body: String, bodyLine: Int, headings: [Heading], modified: Int = 0,
                includedSources: [String: String] = [:], assets: [String: PageAsset] = [:], original: Page? = nil) {
        self.language = language
        self.original = original
        self.slug = slug
        self.sourcePath = sourcePath
        self.frontMatter = frontMatter
        self.document = document
        self.body = body
        self.bodyLine = bodyLine
        self.headings = headings
        self.modified = modified
        self.includedSources = includedSources
        self.assets = assets
        outputFolder = Self.outputFolder(language: language, slug: slug)
    }

    /// The page's key among the site's pages and in its content folder: `ru/cells.md`.
    public var key: String { Self.key(language: language, slug: slug) }

    /// The key of the page `slug` of `language`.
    static func key(language: SiteLanguage, slug: String) -> String {
        "\(language.code)/\(slug).md"
    }

    /// The folder below the output directory of the page `slug` of
    /// `language`: a section's index page has the section's folder
    /// (`ru/guides/`), any other page a folder of its own name in it.
    static func outputFolder(language: SiteLanguage, slug: String) -> String {
        let folder = slug == "index" ? "" : slug.hasSuffix("/index") ? String(slug.dropLast("index".count)) : slug + "/"
        return "\(language.code)/" + folder
    }

    /// The folder of the section the page lies in, below its language
    /// folder: `guides/` for `guides/first` and for `guides/index`, "" for a
    /// page directly in the language folder.
    public var section: String {
        slug.lastIndex(of: "/").map { String(slug[...$0]) } ?? ""
    }

    /// Whether the page is its section's own page (`guides/index.md`).
    public var isSectionIndex: Bool {
        slug.hasSuffix("/index")
    }

    /// The line of the source file where `position` (in the Markdown body) is.
    public func fileLine(_ position: SourcePosition) -> Int {
        position.line + bodyLine - 1
    }

    /// A position of `document` (in the Markdown body, its column in bytes) as a
    /// position in the source file, its column in characters: for diagnostics.
    public func filePosition(_ position: SourcePosition) -> SourcePosition {
        SourcePosition(line: fileLine(position), column: ColumnMap(body).characterColumn(line: position.line, byteColumn: position.column))
    }
}
