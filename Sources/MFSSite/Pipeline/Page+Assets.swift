import Foundation

extension Page {
    /// The page with its `assets`: every image, and every link to a file that
    /// is not a page (not `.md`, not ending in `/`), written as a relative
    /// path from the page's own folder (`images/scheme.png`,
    /// `files/guide.pdf#page=2`, `../images/scheme.png` in a section; no
    /// scheme, not starting with `/`, `#` or `?`), found in the page's
    /// language folder or below it, percent-escapes decoded. The page itself
    /// when it has none.
    ///
    /// Throws a diagnostic at the first reference (its image or link in the
    /// Markdown source) that leads out of the language folder, names no file,
    /// resolves (symbolic links followed) outside `contentDirectory` or to
    /// something other than a regular file; and at an image whose size
    /// cannot be read (`ImageSize`).
    func resolvingAssets(contentDirectory: String) throws(Diagnostic) -> Page {
        var languageFolder = Substring(sourcePath)
        for _ in 0...slug.utf8.count(where: { $0 == UInt8(ascii: "/") }) {
            languageFolder = languageFolder[..<(languageFolder.lastIndex(of: "/") ?? languageFolder.startIndex)]
        }
        let folder = String(languageFolder)
        var assets: [String: PageAsset] = [:]
        func add(_ url: String, isImage: Bool, at position: SourcePosition) throws(Diagnostic) {
            guard let (written, _) = Self.fileReference(url), !written.isEmpty,
                  isImage || !(SourceFile.isMarkdown(written) || written.hasSuffix("/")) else { return }
            let key = String(written)
            if let known = assets[key], !isImage || known.size != nil { return }
            let what = isImage ? "image" : "file"
            let file = filePosition(position)
            func fail(_ message: String) -> Diagnostic {
                Diagnostic(path: sourcePath, line: file.line, column: file.column, message: message)
            }
            var parts = section.split(separator: "/")
            for part in written.split(separator: "/") where part != "." {
                guard part == ".." else { parts.append(part); continue }
                guard parts.popLast() != nil else {
                    throw fail("the \(what) '\(url)' is outside the language folder \(folder)/: a page's images and files lie in its language folder or below it")
                }
            }
            let path = parts.joined(separator: "/")
            let relative = path.removingPercentEncoding ?? path
            let source = folder + "/" + relative
            guard PosixFile.exists(source) else { throw fail("missing \(what) '\(written)': there is no file \(source)") }
            let stamp = try CopiedFile.stamp(of: source, inside: contentDirectory) { fail("cannot publish the \(what) '\(written)' (\(source)): \($0)") }
            var size: ImageSize?
            if isImage {
                do { size = try ImageSize(of: PosixFile.read(source)) } catch let failure as ImageSize.Unreadable {
                    throw fail("cannot read the size of the image '\(written)' (\(source)): \(failure.reason)")
                } catch {
                    throw fail("cannot read the image '\(written)' (\(source)): \((error as? PosixFile.Failure)?.reason ?? "\(error)")")
                }
            }
            assets[key] = PageAsset(file: CopiedFile(source: source, path: language.code + "/" + relative, stamp: stamp),
                                    url: language.code + "/" + path, size: size)
        }
        func visit(_ node: MarkdownNode, _ block: SourcePosition) throws(Diagnostic) {
            let position = node.position.line > 0 ? node.position : block
            switch node.kind {
            case let .image(url, _): try add(url, isImage: true, at: position)
            case let .link(url, _): try add(url, isImage: false, at: position)
            default: break
            }
            for child in node.children { try visit(child, position) }
        }
        try visit(document, document.position)
        guard !assets.isEmpty else { return self }
        return Page(language: language, slug: slug, sourcePath: sourcePath, frontMatter: frontMatter, document: document,
                    body: body, bodyLine: bodyLine, headings: headings, modified: modified, includedSources: includedSources, assets: assets)
    }

    /// The path and the rest (`?query`, `#anchor`, or nothing) of `url` when
    /// it is a relative path, `nil` otherwise (a scheme, `//host`, `/path`,
    /// `#anchor`, `?query`, nothing).
    static func fileReference(_ url: String) -> (path: Substring, rest: Substring)? {
        guard let first = url.first, first != "/", first != "#", first != "?", !url.utf8.contains(UInt8(ascii: ":")) else { return nil }
        let end = url.firstIndex { $0 == "#" || $0 == "?" } ?? url.endIndex
        return (url[..<end], url[end...])
    }

    /// The URL of `url`, written in the page, when it refers to one of its
    /// `assets`: the copy's path relative to the page's folder, the rest
    /// (`#page=2`) kept; `nil` for any other URL.
    func assetURL(_ url: String) -> String? {
        guard let (path, rest) = Self.fileReference(url), let asset = assets[String(path)] else { return nil }
        return LinkResolver.relativeURL(from: outputFolder, to: asset.url) + rest
    }
}
