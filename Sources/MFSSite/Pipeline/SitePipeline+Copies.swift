extension SitePipeline {
    /// The files the site made of `pages` copies from the content folder:
    /// the pages' assets, each once, `static/` (`StaticFiles`), the images
    /// of `site.yaml` (`SiteConfig.images`) and the API reference's files
    /// (`APIReference`), by output path. A static file at the path of an asset,
    /// or an image of `site.yaml` or a file of the reference at the path of
    /// another file, is a diagnostic naming both.
    func copies(of pages: [Page]) throws(BuildFailure) -> [CopiedFile] {
        var copies: [String: CopiedFile] = [:]
        for page in pages {
            for asset in page.assets.values { copies[asset.file.path] = asset.file }
        }
        var diagnostics: [Diagnostic] = []
        for file in try StaticFiles.scan(contentDirectory) {
            if let asset = copies[file.path] {
                diagnostics.append(Diagnostic(path: file.source, message: "the static file would be copied to \(file.path), "
                    + "where \(asset.source) is copied for a page; rename or remove one of them"))
            }
            copies[file.path] = file
        }
        for image in config.images {
            if let other = copies[image.file.path], other.source != image.file.source {
                diagnostics.append(Diagnostic(path: image.file.source, message: "the image of \(SiteConfig.fileName) would be copied to "
                    + "\(image.file.path), where \(other.source) is copied; rename or move one of them"))
            }
            copies[image.file.path] = image.file
        }
        for file in apiReference?.files ?? [] {
            if let other = copies[file.path] {
                diagnostics.append(Diagnostic(path: other.source, message: "the file would be copied to \(file.path), "
                    + "where the API reference (--api-reference) has \(file.source); rename or move the file"))
            }
            copies[file.path] = file
        }
        guard diagnostics.isEmpty else { throw BuildFailure(diagnostics) }
        return copies.values.sorted { $0.path < $1.path }
    }

    /// Throws a diagnostic at the first of `copies` whose output path is one
    /// that the build writes itself (`generated`: a page's, by the page's
    /// source, or a site file's), or a folder of one, or a file where one
    /// of them needs a folder: the diagnostic names both.
    static func checkCollisions(_ copies: [CopiedFile], generated: [String: String]) throws(Diagnostic) {
        var folders: [String: String] = [:]
        for (path, owner) in generated {
            var folder = path[...]
            while let slash = folder.lastIndex(of: "/") {
                folder = folder[..<slash]
                folders[String(folder)] = folders[String(folder)] ?? "\(path) (\(owner))"
            }
        }
        for file in copies {
            let taken: String? = if let owner = generated[file.path] { "\(file.path) is \(owner)" }
                else if let inner = folders[file.path] { "\(file.path) is the folder of \(inner)" }
                else {
                    file.path.indices.filter { file.path[$0] == "/" }.lazy
                        .compactMap { slash in generated[String(file.path[..<slash])].map { "\(file.path[..<slash]) is \($0)" } }.first
                }
            if let taken {
                throw Diagnostic(path: file.source, message: "cannot copy the file to \(file.path) in the output: \(taken), which mfs build writes; "
                    + "rename or move the file")
            }
        }
    }
}
