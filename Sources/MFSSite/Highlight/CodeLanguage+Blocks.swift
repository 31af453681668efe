extension CodeLanguage {
    /// The code blocks of the Markdown `source` that the site highlights, in
    /// order, with their languages. Throws what parsing `source` throws.
    public static func blocks(inMarkdown source: String, path: String) throws(Diagnostic) -> [(CodeLanguage, String)] {
        var blocks: [(CodeLanguage, String)] = []
        try MarkdownParser.parse(source, path: path).walkBlocks { node in
            if case let .codeBlock(info, literal) = node.kind, let language = CodeLanguage(info: info) {
                blocks.append((language, literal))
            }
        }
        return blocks
    }
}
