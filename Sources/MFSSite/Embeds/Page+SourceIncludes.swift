extension Page {
    /// The page with the body of every `file=` code block replaced by the
    /// source it includes (`SourceInclude`), read below `repository`; the
    /// page itself when it includes nothing. Each included file's whole text
    /// is kept in `includedSources`, for the incremental builder to notice
    /// changes. Throws a diagnostic at the fence of the first block whose
    /// attributes are wrong, whose body is not empty, or whose file or
    /// region cannot be found or read (`SourceInclude.source`); at the first
    /// wrong byte of an included file that is not UTF-8.
    func includingSources(from repository: String) throws(Diagnostic) -> Page {
        // Most pages have no block with an include's attribute: their tree is not rebuilt.
        var mentions = false
        document.walkBlocks { node in
            if case let .codeBlock(info, _) = node.kind, info.contains("file=") || info.contains("region=") { mentions = true }
        }
        guard mentions else { return self }
        var sources: [String: String] = [:]
        func expand(_ node: MarkdownNode) throws(Diagnostic) -> MarkdownNode {
            var node = node
            guard case let .codeBlock(info, literal) = node.kind else {
                guard node.isBlock else { return node }
                var children: [MarkdownNode] = []
                for child in node.children { children.append(try expand(child)) }
                node.children = children
                return node
            }
            guard let parsed = SourceInclude.parse(info: info) else { return node }
            let position = filePosition(node.position)
            func fail(_ message: String) -> Diagnostic {
                Diagnostic(path: sourcePath, line: position.line, column: position.column, message: message)
            }
            let include: SourceInclude
            switch parsed {
            case let .success(value): include = value
            case let .failure(failure): throw fail(failure.message)
            }
            guard literal.allSatisfy(\.isWhitespace) else {
                throw fail("a block with file=\(include.file) shows that file: leave its body empty")
            }
            let source: String
            if let known = sources[include.file] {
                source = known
            } else {
                do { source = try SourceInclude.source(of: include.file, below: repository) } catch {
                    throw error.diagnostic { fail("cannot include \(include.file) (below \(repository)): \($0)") }
                }
                sources[include.file] = source
            }
            switch include.text(of: source) {
            case let .success(text): node.kind = .codeBlock(info: info, literal: text)
            case let .failure(failure): throw fail(failure.message)
            }
            return node
        }
        let expanded = try expand(document)
        guard !sources.isEmpty else { return self }
        return Page(language: language, slug: slug, sourcePath: sourcePath, frontMatter: frontMatter, document: expanded,
                    body: body, bodyLine: bodyLine, headings: headings, modified: modified, includedSources: sources)
    }
}
