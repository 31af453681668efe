import Foundation
import MFSScreens

/// Builds the whole site: every `Content/<lang>/*.md` page, its live screens,
/// the language chooser and the assets, into the output directory.
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
        let content = URL(fileURLWithPath: contentDirectory)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: content.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw BuildFailure([Diagnostic(path: contentDirectory, message: "content folder not found")])
        }
        let output: OutputDirectory
        let theme: Theme
        do throws(Diagnostic) {
            output = try OutputDirectory(path: outputDirectory, content: content)
            theme = try Self.loadTheme()
        } catch {
            throw BuildFailure([error])
        }
        let pages = try loadPages(in: content)
        let renderer = PageRenderer(theme: theme, links: LinkResolver(pages: pages), pages: pages,
                                    highlighter: CodeHighlighter(pages: pages))
        var files: [String: String] = [:]
        var diagnostics: [Diagnostic] = []
        var screens = 0
        for page in pages {
            do throws(Diagnostic) {
                let (html, count) = try renderer.render(page)
                files[page.outputFolder + "index.html"] = html
                screens += count
            } catch {
                diagnostics.append(error)
            }
        }
        guard diagnostics.isEmpty else { throw BuildFailure(diagnostics) }
        files.merge(SiteFiles(pages: pages, theme: theme, baseURL: baseURL).files()) { page, _ in page }
        do {
            try output.replace(with: files, assets: theme.assetsDirectory)
        } catch let refusal as Diagnostic {
            throw BuildFailure([refusal])
        } catch {
            throw BuildFailure([Diagnostic(path: outputDirectory, message: "cannot write the site: \(error)")])
        }
        let elapsed = ContinuousClock.now - start
        return BuildSummary(pages: files.keys.filter { $0.hasSuffix(".html") }.count, screens: screens,
                            seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
    }

    private static func loadTheme() throws(Diagnostic) -> Theme {
        do {
            return try Theme.bundled()
        } catch let diagnostic as Diagnostic {
            throw diagnostic
        } catch {
            throw Diagnostic(path: "Theme", message: "cannot load the theme: \(error)")
        }
    }

    /// Parses every page of every language; collects all diagnostics before throwing.
    private func loadPages(in content: URL) throws(BuildFailure) -> [Page] {
        var pages: [Page] = []
        var diagnostics: [Diagnostic] = []
        for language in Language.allCases {
            let folder = content.appendingPathComponent(language.rawValue)
            guard let files = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { continue }
            for file in files.sorted() where file.hasSuffix(".md") {
                let path = (contentDirectory as NSString).appendingPathComponent("\(language.rawValue)/\(file)")
                do throws(Diagnostic) {
                    pages.append(try loadPage(path: path, language: language, slug: String(file.dropLast(3))))
                } catch {
                    diagnostics.append(error)
                }
            }
        }
        guard diagnostics.isEmpty else { throw BuildFailure(diagnostics) }
        return pages
    }

    private func loadPage(path: String, language: Language, slug: String) throws(Diagnostic) -> Page {
        guard let data = FileManager.default.contents(atPath: path), let source = String(validating: data, as: UTF8.self) else {
            throw Diagnostic(path: path, message: "cannot read the file as UTF-8")
        }
        let (frontMatter, body, bodyLine) = try FrontMatter.split(source, path: path)
        let document = MarkdownParser.parse(body)
        return Page(language: language, slug: slug, sourcePath: path, frontMatter: frontMatter,
                    document: document, bodyLine: bodyLine, headings: Heading.collect(in: document))
    }
}
