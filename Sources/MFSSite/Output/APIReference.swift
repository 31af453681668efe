/// DocC's static HTML of the API reference (`make reference`: the modules
/// UIKit, MFS and MFSScreenKit), which `mfs build --api-reference DIR`
/// publishes at `reference/` in the site and links from every page's footer.
///
/// DocC writes the site's path into every page it makes
/// (`--hosting-base-path`), so the folder MUST have been made for this site:
/// its `index.html` sets `baseUrl` to the base URL's path followed by
/// `reference/`. Its files are copied as they are, like `static/`'s
/// (`CopiedFile.tree`): a symbolic link only to a file inside the folder.
struct APIReference: Sendable {
    /// The reference's folder in the site.
    static let folderName = "reference"
    /// What the footer links to, from the site's root: DocC's page of the modules.
    static let landingPath = folderName + "/documentation/"

    /// The files, their output paths below `reference/`.
    let files: [CopiedFile]

    /// Reads the DocC output `folder` for the site served at `baseURL` (ending in `/`).
    init(folder: String, baseURL: String) throws(BuildFailure) {
        guard !folder.isEmpty else {
            throw BuildFailure([Diagnostic(path: "--api-reference", message: "the folder's path is empty; make reference writes the folder .build/reference")])
        }
        guard PosixFile.kind(folder) == .folder else {
            throw BuildFailure([Diagnostic(path: folder, message: "the API reference is not a folder; make reference writes it")])
        }
        let index = SourceFile.join(folder, "index.html"), landing = SourceFile.join(folder, "documentation/index.html")
        guard PosixFile.kind(index) == .file, PosixFile.kind(landing) == .file else {
            throw BuildFailure([Diagnostic(path: folder, message: "no index.html and documentation/index.html: not DocC's static HTML "
                + "(docc convert --transform-for-static-hosting, or make reference, writes them)")])
        }
        try Self.checkBasePath(of: index, expected: Self.sitePath(of: baseURL) + Self.folderName + "/")
        files = try CopiedFile.tree(at: folder, prefix: Self.folderName + "/", inside: folder, insideName: "the API reference's folder",
                                   what: "the API reference's file")
    }

    /// The path part of the absolute URL `url`, from its first `/` after the
    /// host (`https://example.org/mfs/` → `/mfs/`); `/` when it has none.
    static func sitePath(of url: String) -> String {
        let afterScheme = url.range(of: "://").map { url[$0.upperBound...] } ?? url[...]
        return afterScheme.firstIndex(of: "/").map { String(afterScheme[$0...]) } ?? "/"
    }

    /// Throws, located at it, when the `baseUrl` DocC set in the page `index`
    /// is not `expected`, or when the page sets none.
    static func checkBasePath(of index: String, expected: String) throws(BuildFailure) {
        let text: String
        do { text = String(decoding: try PosixFile.read(index), as: UTF8.self) } catch {
            throw BuildFailure([Diagnostic(path: index, message: "cannot read the page: \(error.reason)")])
        }
        guard let match = text.firstMatch(of: /var baseUrl = "([^"]*)"/) else {
            throw BuildFailure([Diagnostic(path: index, message: "the page sets no baseUrl: not a page of DocC's static HTML")])
        }
        let found = String(match.output.1)
        guard found != expected else { return }
        let before = text[..<match.range.lowerBound]
        let line = before.count(where: \.isNewline) + 1
        let column = before.distance(from: before.lastIndex(where: \.isNewline).map(before.index(after:)) ?? before.startIndex,
                                     to: before.endIndex) + 1
        throw BuildFailure([Diagnostic(path: index, line: line, column: column,
                                       message: "DocC made this reference to be served at \(found), but this site serves it at \(expected); "
                                           + "make it again for the site's base URL (make reference BASE_URL=URL)")])
    }
}
