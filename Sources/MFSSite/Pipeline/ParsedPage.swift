/// A page as an `IncrementalSiteBuilder` remembers it: the file and text it
/// was parsed from, and what other pages' HTML may depend on.
struct ParsedPage: Sendable {
    var file: SourceFile
    var source: String
    var page: Page
    /// The file names (`cells.md`) the page links to, folders dropped: a
    /// superset of the pages whose existence and headings its links check.
    /// A link to a folder of the site (`../cells/`) counts as one to its last
    /// name's file (`cells.md`) and to `index.md` (a section's own page), and
    /// one to a language's or the site's root as one to `index.md`.
    var linkTargets: Set<String>

    init(file: SourceFile, source: String, page: Page) {
        self.file = file
        self.source = source
        self.page = page
        var targets = Set<String>()
        page.document.walk { node in
            guard case let .link(url, _) = node.kind else { return }
            let path = url.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            if SourceFile.isMarkdown(path) { targets.insert(String((path.split(separator: "/").last ?? path).dropLast(3)) + ".md") }
            if case let .some(.some(folder)) = LinkResolver.siteFolder(path, from: page.outputFolder) {
                let names = folder.split(separator: "/")
                if names.count > 1 { targets.insert(String(names[names.count - 1]) + ".md") }
                targets.insert("index.md")
            }
        }
        linkTargets = targets
    }

    var key: String { file.key }

    /// Whether every source file the page includes still reads as it did
    /// when it was parsed (read again on every build: a few small files),
    /// and every asset of it has the stamp it had (an image's size is read
    /// again when its file changed).
    func inputsAreCurrent(below repository: String) -> Bool {
        page.includedSources.allSatisfy { path, text in
            (try? SourceInclude.source(of: path, below: repository)) == text
        } && page.assets.values.allSatisfy(\.file.isCurrent)
    }

    /// The file name other pages link to it by, its section's folders dropped (`first.md`).
    var fileName: String { page.slug.dropFirst(page.section.count) + ".md" }

    /// Whether the page's navigation entry (title, order), description,
    /// aliases or existence as a translation may differ from `other`'s.
    func entryDiffers(from other: ParsedPage) -> Bool {
        (page.frontMatter.title, page.frontMatter.description, page.frontMatter.order, page.frontMatter.aliases)
            != (other.page.frontMatter.title, other.page.frontMatter.description, other.page.frontMatter.order, other.page.frontMatter.aliases)
    }

    /// Whether links to the page may resolve differently than links to `other`.
    func anchorsDiffer(from other: ParsedPage) -> Bool {
        !page.headings.map(\.id).elementsEqual(other.page.headings.map(\.id))
    }
}
