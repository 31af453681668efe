import MFS
import MFSScreens
import MFSSite

extension MFSFuzz {
    /// The content target. Every input goes down each path: as front matter
    /// alone, as an embed's YAML alone and as Markdown alone, and one in eight
    /// also as a whole site's page, so each parser is reached directly as well
    /// as through the pipeline. Inputs that are not UTF-8 are skipped (the
    /// build refuses them).
    static func content(_ bytes: UnsafeRawBufferPointer) {
        guard let text = String(validating: bytes, as: UTF8.self) else { return }
        // A whole build writes files: one input in eight (by length) is enough.
        let frontMatter = try? FrontMatter.split(text, path: "fuzz.md")
        if bytes.count % 8 == 0, frontMatter != nil { _ = try? build(page: text) }
        embed(text, line: 1)
        markdown(text)
    }

    /// An `mfs` block's YAML; a valid one is computed and drawn at every size.
    @discardableResult
    static func embed(_ yaml: String, line: Int) -> String? {
        let demo = DemoScreens()
        guard let embed = try? ScreenEmbed.parse(yaml, path: "fuzz.md", line: line, screens: demo),
              let screen = demo.screen(named: embed.screen) else { return nil }
        let requests = embed.requests(language: .en)
        return ScreenHTML().group(requests.map(screen.render), requests: requests, of: screen, label: embed.screen)
    }

    /// Heading ids MUST be unique; Markdown without hooks MUST render exactly
    /// as cmark-gfm renders it, through our tag filter (which also disables the
    /// raw tags cmark-gfm's own lets through). A table past the cell cap is
    /// refused, not rendered.
    static func markdown(_ text: String) {
        guard let document = try? MarkdownParser.parse(text, path: "fuzz.md") else { return }
        let ids = Heading.collect(in: document).map(\.id)
        guard Set(ids).count == ids.count else { fatalError("two headings share an id: \(ids)") }
        guard let html = try? MarkdownHTMLRenderer().render(document) else {
            fatalError("the renderer threw without hooks")
        }
        let reference = MarkdownParser.referenceHTML(text)
        guard html == HTML.tagFiltered(reference) else { fatalError("renderer differs from cmark-gfm:\n--- ours\n\(html)\n--- cmark-gfm\n\(reference)") }
    }
}
