
/// A content page's file: `Content/<lang>/<slug>.md`, with the stamp its
/// changes are detected by.
struct SourceFile: Hashable, Sendable {
    var language: SiteLanguage
    var slug: String
    /// The path as diagnostics print it (`Content/ru/cells.md`).
    var path: String
    var stamp: Stamp
    /// The page's key among the site's pages: `ru/cells.md`.
    let key: String

    init(language: SiteLanguage, slug: String, path: String, stamp: Stamp) {
        self.language = language
        self.slug = slug
        self.path = path
        self.stamp = stamp
        key = Page.key(language: language, slug: slug)
    }

    /// The page's folder and file below the output directory, as `Page` names them.
    var outputFolder: String { Page.outputFolder(language: language, slug: slug) }
    var outputPath: String { outputFolder + "index.html" }

    /// What `stat` says of a file: it changed if any of these did.
    struct Stamp: Hashable, Sendable {
        var size: Int
        var modified: Int
        var inode: UInt64
    }
}
