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
    /// The file line where the Markdown body starts, to turn body positions into file positions.
    public var bodyLine: Int
    public var headings: [Heading]

    /// The page's folder below the output directory: `ru/` or `ru/cells/`.
    public var outputFolder: String {
        slug == "index" ? "\(language.rawValue)/" : "\(language.rawValue)/\(slug)/"
    }

    /// A position in the Markdown body as a position in the source file.
    public func filePosition(_ position: SourcePosition) -> SourcePosition {
        SourcePosition(line: position.line + bodyLine - 1, column: position.column)
    }
}
