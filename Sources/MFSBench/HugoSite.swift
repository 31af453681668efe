import Foundation

/// A minimal Hugo site for a `SiteCorpus`: the same Markdown files (Hugo reads
/// our front matter as is), raw HTML allowed, no typographer, code blocks
/// highlighted at build time (Chroma; ours highlights in process too), and a page layout with a head, the title and the article only: no
/// navigation. Ours lists every page of the language on every page; the same
/// list in Hugo's layout (`.CurrentSection.RegularPages.ByParam "order"`)
/// makes Hugo about ten times slower on 1,000 pages, so this comparison is the
/// strict one: Hugo does less than `mfs build`.
public struct HugoSite: Sendable {
    public var corpus: SiteCorpus

    public init(corpus: SiteCorpus) {
        self.corpus = corpus
    }

    /// Writes the site (config, layouts, `content/`, a stylesheet) into `folder`.
    public func write(to folder: URL) throws {
        let files: [String: String] = [
            "config.toml": Self.config,
            "layouts/_default/single.html": Self.single,
            "layouts/_default/list.html": Self.list,
            "static/assets/style.css": "body { font-family: Inter, sans-serif; }\n",
        ]
        for (path, contents) in files {
            let file = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: file)
        }
        try corpus.write(to: folder.appendingPathComponent("content"))
    }

    static let config = """
        baseURL = "http://localhost/"
        disableKinds = ["taxonomy", "term", "RSS", "sitemap", "robotsTXT", "404"]
        [markup.goldmark.renderer]
          unsafe = true
        [markup.goldmark.extensions]
          typographer = false

        """

    static let single = """
        <!DOCTYPE html>
        <html lang="{{ .Section }}">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>{{ .Title }} · MFS</title>
        <meta name="description" content="{{ .Description }}">
        <link rel="stylesheet" href="{{ "assets/style.css" | relURL }}">
        </head>
        <body>
        <header class="site-header">
        <a class="site-title" href="{{ .CurrentSection.RelPermalink }}">MFS</a>
        </header>
        <main>
        <article>
        <h1>{{ .Title }}</h1>
        {{ .Content }}
        </article>
        </main>
        </body>
        </html>

        """

    static let list = """
        <!DOCTYPE html>
        <html>
        <head><meta charset="utf-8"><title>{{ .Title }}</title></head>
        <body><ul>
        {{ range .Sections }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>
        {{ end }}</ul></body>
        </html>

        """
}
