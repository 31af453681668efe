/// A code block that shows a region of a source file instead of its own
/// body: ```` ```swift file=Sources/MFSScreens/Login/LoginController+Frames.swift region=logo ````
/// with an empty body. The file is read while the site builds, so samples
/// never drift from the code they quote.
///
/// `file` is relative to the repository root, the content folder's parent;
/// `region` is optional (without it, the whole file). In the source, a region
/// is the lines between `// region: NAME` and the next `// endregion` that
/// closes it (regions nest; `// endregion: NAME` may repeat the name for the
/// reader). The included text drops every marker line inside the region and
/// the region's common indentation. The info string is read by `CodeInfo`;
/// its other attributes (`tab=Swift`) belong to other features.
struct SourceInclude: Hashable, Sendable {
    /// The path below the repository root, as the fence writes it.
    var file: String
    var region: String?

    /// The include `info` asks for, or `nil` when it has no `file=`; the
    /// message of what is wrong with its attributes otherwise.
    static func parse(info: String) -> Result<SourceInclude, ContentFailure>? {
        let attributes = (try? CodeInfo(info))?.attributes ?? [:]
        let file = attributes["file"], region = attributes["region"]
        guard let file else {
            return region == nil ? nil : .failure(ContentFailure("region=\(region!) needs file=PATH (a path below the repository root)"))
        }
        if file.isEmpty || file.hasPrefix("/") || file.split(separator: "/").contains("..") {
            return .failure(ContentFailure("file=\(file) must be a relative path inside the repository, without '..'"))
        }
        return .success(SourceInclude(file: file, region: region))
    }

    /// The text the block shows, from the `source` of `file`: the region's
    /// lines without markers and common indentation, ending in a newline.
    func text(of source: String) -> Result<String, ContentFailure> {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map { $0.hasSuffix("\r") ? $0.dropLast() : $0 }
        var range = lines.indices
        if let region {
            var open: [(name: Substring, start: Int)] = []
            var found: Range<Int>?
            for (index, line) in lines.enumerated() {
                if let name = Self.regionStart(line) {
                    if name == region, found != nil || open.contains(where: { $0.name == name }) {
                        return .failure(ContentFailure("\(file) has more than one region '\(region)'"))
                    }
                    open.append((name, index))
                } else if Self.isRegionEnd(line), let last = open.popLast(), last.name == region {
                    if found != nil { return .failure(ContentFailure("\(file) has more than one region '\(region)'")) }
                    found = last.start + 1 ..< index
                }
            }
            if open.contains(where: { $0.name == region }) {
                return .failure(ContentFailure("the region '\(region)' of \(file) has no '// endregion'"))
            }
            guard let found else {
                let names = lines.compactMap(Self.regionStart).map(String.init)
                return .failure(ContentFailure("\(file) has no region '\(region)' (its regions: "
                    + (names.isEmpty ? "none" : names.joined(separator: ", ")) + ")"))
            }
            range = found
        }
        let kept = lines[range].filter { Self.regionStart($0) == nil && !Self.isRegionEnd($0) }
        let indent = kept.filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.prefix(while: { $0 == " " || $0 == "\t" }).count }.min() ?? 0
        var text = kept.map { $0.allSatisfy(\.isWhitespace) ? "" : String($0.dropFirst(indent)) }
        while text.last?.isEmpty == true { text.removeLast() }
        while text.first?.isEmpty == true { text.removeFirst() }
        return .success(text.map { $0 + "\n" }.joined())
    }

    /// The name a `// region: NAME` line opens, or `nil` for any other line.
    static func regionStart(_ line: Substring) -> Substring? {
        let trimmed = line.drop(while: \.isWhitespace)
        guard trimmed.hasPrefix("// region:") else { return nil }
        let name = trimmed.dropFirst("// region:".count).trimmingWhitespace()
        return name.isEmpty ? nil : name
    }

    /// Whether `line` is `// endregion` or `// endregion: NAME`.
    static func isRegionEnd(_ line: Substring) -> Bool {
        let trimmed = line.trimmingWhitespace()
        return trimmed == "// endregion" || trimmed.hasPrefix("// endregion:")
    }

    /// The text of `file`, a path below `repository`: only a regular UTF-8
    /// file that resolves inside the repository, every symbolic link
    /// followed (`InputFile`).
    static func source(of file: String, below repository: String) throws(InputFile.Failure) -> String {
        try InputFile.text(at: repository + "/" + file, inside: repository, rootName: "the project root")
    }

    /// The repository root of `contentDirectory`: its parent folder.
    static func repositoryRoot(ofContent contentDirectory: String) -> String {
        var path = Substring(contentDirectory)
        while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}

private extension Substring {
    func trimmingWhitespace() -> Substring {
        var text = self
        while text.first?.isWhitespace == true { text = text.dropFirst() }
        while text.last?.isWhitespace == true { text = text.dropLast() }
        return text
    }
}
