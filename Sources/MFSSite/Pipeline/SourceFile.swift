
/// A content page's file: `Content/<lang>/<slug>.md`, with the stamp its
/// changes are detected by. A page in a section has the section's folders in
/// its slug (`guides/first`).
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

    /// The most folders a page may lie in below its language folder
    /// (`ru/a/b/c/d/e/f/page.md`): how deep sections nest.
    static let maxSectionDepth = 6

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
