import Foundation
import MFS
import MFSScreens
import MFSSite

/// The libFuzzer target over everything an author's file goes through: front
/// matter, Markdown to HTML, and `mfs` embeds down to the engine and the screen
/// HTML. Built only by `make fuzz` (`-sanitize=fuzzer,address -DFUZZING`); a
/// plain `swift build` gets a stub `main` that says so.
///
/// Every input goes down each path: as a whole page, as front matter alone,
/// as an embed's YAML alone and as Markdown alone, so each parser is reached
/// directly as well as through the pipeline. Inputs that are not UTF-8 are
/// skipped (the build refuses them). Any crash, hang or memory error, or a
/// Markdown render that differs from cmark-gfm's own, is a finding.
enum MFSFuzz {
    static func run(_ bytes: UnsafeRawBufferPointer) {
        guard let text = String(validating: bytes, as: UTF8.self) else { return }
        page(text)
        _ = try? FrontMatter.split(text, path: "fuzz.md")
        embed(text, line: 1)
        markdown(text)
    }

    /// The whole page path, as `mfs build` runs it.
    static func page(_ text: String) {
        guard let (_, body, bodyLine) = try? FrontMatter.split(text, path: "fuzz.md") else { return }
        var renderer = MarkdownHTMLRenderer()
        renderer.codeBlock = { info, literal, position in
            guard info.split(separator: " ").first == "mfs" else { return nil }
            return embed(literal, line: bodyLine + position.line - 1)
        }
        _ = try? renderer.render(MarkdownParser.parse(body))
    }

    /// An `mfs` block's YAML; a valid one is computed and drawn at every size.
    @discardableResult
    static func embed(_ yaml: String, line: Int) -> String? {
        guard let embed = try? ScreenEmbed.parse(yaml, path: "fuzz.md", line: line),
              let screen = ScreenCatalog.screen(named: embed.screen) else { return nil }
        let snapshots = embed.sizes.map { size in
            screen.render(ScreenRequest(size: size, model: embed.model, state: embed.state, language: .en))
        }
        return ScreenHTML().group(snapshots, label: embed.screen)
    }

    /// Markdown without hooks MUST render exactly as cmark-gfm renders it
    /// (footnotes aside: the site numbers and labels them itself).
    static func markdown(_ text: String) {
        let document = MarkdownParser.parse(text)
        guard let html = try? MarkdownHTMLRenderer().render(document) else {
            fatalError("the renderer threw without hooks")
        }
        if !text.contains("[^") {
            let reference = MarkdownParser.referenceHTML(text)
            precondition(html == reference, "renderer differs from cmark-gfm:\n--- ours\n\(html)\n--- cmark-gfm\n\(reference)")
        }
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
