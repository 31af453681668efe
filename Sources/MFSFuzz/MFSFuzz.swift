import Foundation
import MFS
import MFSScreens
import MFSSite

/// The libFuzzer target over everything an author's file goes through: front
/// matter, Markdown to HTML, and `mfs` embeds down to the engine and the screen
/// HTML; and over what a browser sends the development server. Built only by `make fuzz` (`-sanitize=fuzzer,address -DFUZZING`); a
/// plain `swift build` gets a stub `main` that says so.
///
/// Every input goes down each path: as front matter alone, as an embed's YAML
/// alone and as Markdown alone, and one in eight also as a whole site's page,
/// so each parser is reached directly as well as through the pipeline. Inputs
/// that are not UTF-8 are skipped there (the build refuses them). Every input,
/// UTF-8 or not, also goes to a running development server (`serve`). Any crash, hang or
/// memory error, or a Markdown render that differs from cmark-gfm's own, is a
/// finding.
enum MFSFuzz {
    static func run(_ bytes: UnsafeRawBufferPointer) {
        serve(bytes)
        guard let text = String(validating: bytes, as: UTF8.self) else { return }
        // A whole build writes files and runs Pygments: one input in eight (by length) is enough.
        if bytes.count % 8 == 0 { page(text) }
        _ = try? FrontMatter.split(text, path: "fuzz.md")
        embed(text, line: 1)
        markdown(text)
    }

    /// The folder the whole-site path writes each input and its site into:
    /// `$MFS_FUZZ_FOLDER` (`make fuzz` sets `.build-fuzz/site`), else a temporary one.
    static let folder: URL = {
        let folder = ProcessInfo.processInfo.environment["MFS_FUZZ_FOLDER"].map(URL.init(fileURLWithPath:))
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("mfs-fuzz-\(getpid())")
        try? FileManager.default.createDirectory(at: folder.appendingPathComponent("Content/ru"), withIntermediateDirectories: true)
        return folder
    }()

    /// The whole build, as `mfs build` runs it, for inputs with front matter:
    /// the input is the Russian index page of a one-page site.
    static func page(_ text: String) {
        guard (try? FrontMatter.split(text, path: "fuzz.md")) != nil else { return }
        let content = folder.appendingPathComponent("Content")
        guard FileManager.default.createFile(atPath: content.appendingPathComponent("ru/index.md").path, contents: Data(text.utf8)) else {
            fatalError("cannot write the fuzz input into \(content.path)")
        }
        let builder = SiteBuilder(contentDirectory: content.path, outputDirectory: folder.appendingPathComponent("Public").path)
        _ = try? builder.build()
    }

    /// An `mfs` block's YAML; a valid one is computed and drawn at every size.
    @discardableResult
    static func embed(_ yaml: String, line: Int) -> String? {
        guard let embed = try? ScreenEmbed.parse(yaml, path: "fuzz.md", line: line),
              let screen = ScreenCatalog.screen(named: embed.screen) else { return nil }
        let requests = embed.requests(language: .en)
        return ScreenHTML().group(requests.map(screen.render), requests: requests, label: embed.screen)
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

#if FUZZING
/// libFuzzer's driver (from `-sanitize=fuzzer`), run from our own `main`:
/// SwiftPM renames an executable's `main`, so libFuzzer's cannot be used.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(_ argc: UnsafeMutablePointer<CInt>,
                         _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
                         _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

@main
enum FuzzDriver {
    static func main() {
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        let status = LLVMFuzzerRunDriver(&argc, &argv) { data, size in
            MFSFuzz.run(UnsafeRawBufferPointer(start: data, count: size))
            return 0
        }
        exit(status)
    }
}
#else
@main
enum FuzzDriver {
    static func main() {
        print("MFSFuzz is a libFuzzer target: run it with `make fuzz SECONDS=N`.")
    }
}
#endif
