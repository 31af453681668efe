extension CodeHighlighter {
    /// Starts highlighting every Swift and Objective-C block of `pages`, with the default cache.
    convenience init(pages: [Page]) {
        var blocks: [(CodeLanguage, String)] = []
        for page in pages {
            page.document.walkBlocks { node in
                if case let .codeBlock(info, literal) = node.kind, let language = CodeLanguage(info: info) {
                    blocks.append((language, literal))
                }
            }
        }
        self.init(blocks: blocks, cacheDirectory: Self.defaultCacheDirectory)
    }
}
