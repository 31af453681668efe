import MFS

/// Draws the fenced blocks of one page that are not plain code: `mfs` screens,
/// `mfs-rotation` demos, `mfs-trace` tables, Swift / Objective-C code
/// highlighted at build time, and code with a title, line numbers or
/// highlighted lines (`CodeBlockHTML`). Counts the screens it drew. One per page render.
///
/// Its HTML is escaped where it holds the page's text; the screens, rotation
/// demos and traces, which hold the most of it (models, labels, states), also
/// pass through the GFM tag filter, as raw HTML does.
struct BlockRenderer {
    let page: Page
    let screenHTML: ScreenHTML
    /// The sizes of an `mfs` embed without `sizes` (`site.yaml`'s `sizes`).
    let defaultSizes: [Size]
    /// The screens and trace scenarios the page's blocks may name.
    let provider: any ScreenProvider
    private(set) var screens = 0
    private var rotations = 0
    private var galleries = 0

    init(page: Page, defaultSizes: [Size], provider: any ScreenProvider) {
        self.page = page
        self.defaultSizes = defaultSizes
        self.provider = provider
        screenHTML = ScreenHTML(strings: page.language.strings)
    }

    /// The HTML of a code block with `info` at `position` (in the Markdown body),
    /// or `nil` for cmark's default `<pre><code>`. Throws a diagnostic at the
    /// fence of an embed that is wrong, or of a block whose `hl=` goes past its last line.
    mutating func render(info: String, literal: String, at position: SourcePosition) throws(Diagnostic) -> String? {
        let word = String(Self.word(of: info))
        let line = page.fileLine(position)
        switch word {
        case "mfs":
            let embed = try ScreenEmbed.parse(literal, path: page.sourcePath, line: line, screens: provider, defaultSizes: defaultSizes)
            let (screen, requests, snapshots) = computed(embed)
            defer { screens += snapshots.count }
            galleries += 1
            let state = page.language.strings.state(embed.state, model: Array(embed.model.keys))
            return HTML.tagFiltered(screenHTML.group(snapshots, requests: requests, of: screen, label: label(screen),
                                                     hint: screens == 0 && rotations == 0, state: state, id: "mfs-gallery-\(galleries)"))
        case "mfs-rotation":
            let embed = try RotationEmbed.parse(literal, path: page.sourcePath, line: line, screens: provider).screen
            let (screen, requests, snapshots) = computed(embed)
            rotations += 1
            screens += snapshots.count
            return HTML.tagFiltered(RotationHTML(screens: screenHTML).demo(portrait: snapshots[0], landscape: snapshots[1], requests: requests,
                                                                           id: "mfs-rotation-\(rotations)", label: label(screen)))
        case "mfs-trace":
            let scenario = try TraceEmbed.parse(literal, path: page.sourcePath, line: line, screens: provider).scenario
            return HTML.tagFiltered(TraceHTML(strings: page.language.strings, language: page.language.code)
                .table(scenario, events: scenario.run(page.language.screens)))
        default:
            let language = CodeLanguage(info: info)
            if let code = try? CodeInfo(info), code.isFramed {
                let html = language.map { CodeHighlighter.html(literal, language: $0) } ?? HTML.escape(literal)
                switch CodeBlockHTML.html(html, info: code, preAttributes: language == nil ? "" : " class=\"highlight\" tabindex=\"0\"") {
                case let .success(framed): return framed
                case let .failure(failure):
                    let file = page.filePosition(position)
                    throw Diagnostic(path: page.sourcePath, line: file.line, column: file.column, message: failure.message)
                }
            }
            guard let language else { return nil }
            let html = CodeHighlighter.html(literal, language: language)
            return "<pre class=\"highlight\" tabindex=\"0\"><code class=\"language-\(HTML.escape(word))\">\(html)</code></pre>\n"
        }
    }

    /// The first word of a code block's info string: its kind (`mfs`, `swift`).
    static func word(of info: String) -> Substring {
        info.split(whereSeparator: { $0 == " " || $0 == "\t" }).first ?? ""
    }

    /// The screen `embed` names (parsing checked it is the provider's), its
    /// requests in the page's language and the screen computed for each.
    func computed(_ embed: ScreenEmbed) -> (any ScreenDefinition, [ScreenRequest], [ScreenSnapshot]) {
        guard let screen = provider.screen(named: embed.screen) else { preconditionFailure("a parsed embed names a known screen") }
        let requests = embed.requests(language: page.language.screens)
        return (screen, requests, requests.map(screen.render))
    }

    /// The text alternative of a figure of `screen`: what it shows, in the page's language.
    func label(_ screen: any ScreenDefinition) -> String {
        screen.descriptions[page.language.code] ?? "\(screen.name): \(screen.summary)"
    }
}
