extension CodeHighlighter {
    /// Starts highlighting every Swift and Objective-C block of `pages`, with the default cache.
    convenience init(pages: [Page]) {
        self.init(blocks: pages.flatMap(\.codeBlocks), cacheDirectory: Self.defaultCacheDirectory)
    }

    /// The Swift and Objective-C code blocks of `document`, in order.
    static func blocks(in document: MarkdownNode) -> [(CodeLanguage, String)] {
        var blocks: [(CodeLanguage, String)] = []
        document.walkBlocks { node in
            if case let .codeBlock(info, literal) = node.kind, let language = CodeLanguage(info: info) {
                blocks.append((language, literal))
            }
        }
        return blocks
    }
}
