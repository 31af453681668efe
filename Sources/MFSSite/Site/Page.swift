import MFSScreens

/// A content page, parsed: where it comes from, where it goes, what it says.
public struct Page: Sendable {
    public var language: Language
    /// The file name without `.md`; `index` for the language's index page.
    public var slug: String
    /// The path of the source as diagnostics print it (`Content/ru/cells.md`).
    public var sourcePath: String
    public var frontMatter: FrontMatter
    public var document: MarkdownNode
    /// The Markdown body `document` was parsed from (front matter excluded).
    public var body: String
    /// The file line where the Markdown body starts, to turn body positions into file positions.
    public var bodyLine: Int
    public var headings: [Heading]

    /// The page's folder below the output directory: `ru/` or `ru/cells/`.
    public var outputFolder: String {
        slug == "index" ? "\(language.rawValue)/" : "\(language.rawValue)/\(slug)/"
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
